import UIKit

class FeedViewController: BaseViewController, UICollectionViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func reload() {
        collectionView.reloadData()
    }
}
