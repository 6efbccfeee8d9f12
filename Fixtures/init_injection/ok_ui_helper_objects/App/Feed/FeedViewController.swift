import UIKit

final class FeedViewController: UIViewController {
    private let transitions = CardTransitionManager()
    private let scrollTracking = ScrollTrackingManager()
    private lazy var dataSource = FeedDataSource(collectionView: collectionView) { _, _, _ in nil }
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func presentSheet(_ controller: UIViewController) {
        let presentation = SheetPresentationManager(presentedViewController: controller, presenting: self)
        _ = presentation
        controller.transitioningDelegate = transitions
    }
}
