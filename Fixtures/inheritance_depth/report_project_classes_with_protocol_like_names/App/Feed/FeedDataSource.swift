import UIKit

enum FeedSection: Hashable { case main }

// Near-miss: UICollectionViewDiffableDataSource is not declared in the project and ends in
// "DataSource", so the rule takes it for a protocol: FeedDataSource has depth 0.
class FeedDataSource: UICollectionViewDiffableDataSource<FeedSection, UUID> {
    func applyIDs(_ ids: [UUID]) {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, UUID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(ids)
        apply(snapshot, animatingDifferences: true)
    }
}

// Near-miss: depth 1.
final class PagedFeedDataSource: FeedDataSource {
    var hasMorePages = true
}
