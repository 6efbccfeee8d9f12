import UIKit
import SwiftUI

final class FeedViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: FeedLayout())
    }

    required init?(coder: NSCoder) { nil }
}

final class FeedLayout: UICollectionViewCompositionalLayout {
    convenience init() {
        self.init(section: NSCollectionLayoutSection(group: .vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
            subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)))]
        )))
    }
}

final class FeedHostingController: UIHostingController<AnyView> {}

final class FeedNavigationController: UIKit.UINavigationController {}
