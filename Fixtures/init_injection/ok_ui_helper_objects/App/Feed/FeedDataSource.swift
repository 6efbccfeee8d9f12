import UIKit

final class FeedDataSource: UICollectionViewDiffableDataSource<FeedSection, FeedItem.ID> {}
