import UIKit

extension EntryCreatorVC {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
}
