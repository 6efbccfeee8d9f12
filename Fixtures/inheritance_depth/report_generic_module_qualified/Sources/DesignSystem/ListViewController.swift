import UIKit

/// Generic list screen. The `:` inside the generic parameter clause is not the inheritance clause.
open class ListViewController<Item: Hashable & Sendable, Cell: UICollectionViewCell>:
    BaseViewController<[Item]>,
    UICollectionViewDelegate
    where Cell: ReusableCell
{
    public var dataSource: UICollectionViewDiffableDataSource<Int, Item>?

    open override func render(_ model: [Item]) {
        super.render(model)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(model)
        dataSource?.apply(snapshot)
    }
}

public protocol ReusableCell: AnyObject {
    static var reuseIdentifier: String { get }
}
