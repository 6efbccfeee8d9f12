import UIKit

/// Feed variant with a sponsored carousel on top.
final class PromotedFeedViewController: FeedViewController {
    private let carousel = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.contentInset.top = 180
        view.addSubview(carousel)
    }
}
