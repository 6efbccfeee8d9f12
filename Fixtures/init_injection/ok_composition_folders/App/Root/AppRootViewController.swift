import UIKit

final class AppRootViewController: UIViewController {
    private let auth = AuthService()
}

final class TabRootController {
    let feed = FeedService()
}
