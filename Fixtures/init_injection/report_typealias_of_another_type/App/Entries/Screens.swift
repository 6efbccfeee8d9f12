import UIKit

final class EntryCreatorVC: UIViewController {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
}

// A typealias of another type does not shadow the top-level declarations here.
final class EntryListVC: UIViewController {
    var dataSource: DataSource?

    func configure() {
        dataSource = DataSource()
        let loader = FeedLoader()
        _ = loader
    }
}

enum Screens {
    typealias FeedLoader = EntryLoader
}

// A typealias in a namespace enum is no helper of this extension: the name is the top-level type's.
extension Screens {
    final class Preview {
        let loader = FeedLoader()
    }
}

final class EntryLoader {}
