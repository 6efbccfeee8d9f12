import UIKit

final class EntryCreatorVC: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: DataSource?

    func configure() {
        // The typealias of this type's extension (another file) shadows the top-level protocol.
        dataSource = DataSource(collectionView: collectionView) { _, _, _ in nil }
        let loader = FeedLoader(url: nil)
        _ = loader
    }

    typealias FeedLoader = ThumbnailPipeline
}

// rules.md §2 (rev 7): a typealias nested in a type or its extension shadows a top-level declaration.
extension EntryCreatorVC {
    func reset() {
        dataSource = DataSource(collectionView: collectionView) { _, _, _ in nil }
    }
}

final class ThumbnailPipeline {
    init(url: URL?) {}
}
