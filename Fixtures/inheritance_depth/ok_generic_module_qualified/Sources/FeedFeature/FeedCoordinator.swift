import UIKit
import SwiftUI
import Navigation
import DesignKit

enum FeedRoute: Hashable {
    case article(id: String)
}

// Depth 1: Navigation.Coordinator<FeedRoute> → Coordinator, a project class without superclass.
final class FeedCoordinator: Navigation.Coordinator<FeedRoute> {
    override func navigate(to route: FeedRoute) {
        switch route {
        case .article(let id):
            navigationController.pushViewController(
                ThemedHostingController(rootView: Text(id)), animated: true)
        }
    }
}

struct ArticleRow: View {
    var body: some View { Text("Article") }
}

// Depth 1 as well: `where` clause and generic arguments are not superclasses.
final class ChildFeedCoordinator<ChildRoute: Hashable>: Navigation.Coordinator<ChildRoute>
    where ChildRoute: Sendable {}
