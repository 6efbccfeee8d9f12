import UIKit

let sharedAPIClient = APIClient()

func makeRootViewController() -> UIViewController {
    let service = ProfileService()
    return ProfileViewController(userID: "me", service: service)
}

@MainActor
func presentOrders(from window: UIWindow) {
    let theme = ThemeProvider.current
    let storage = LogStorage.standard
    storage.write("orders opened with theme \(theme)")
    AnalyticsService.log("orders")
    window.rootViewController = OrdersViewController(loader: OrderHistoryLoader(client: sharedAPIClient))
}

protocol Refreshable {
    func refresh()
}

extension Refreshable {
    func refresh() {
        SyncManager.shared.syncNow()
    }
}

final class ProfileViewController: UIViewController {
    init(userID: String, service: ProfileService) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class SettingsViewController: UIViewController {
    init(storage: SettingsStorage) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class OrdersViewController: UIViewController {
    init(loader: OrderHistoryLoader) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ProfileService {}
final class APIClient {}
final class OrderHistoryLoader { init(client: APIClient) {} }
final class SettingsStorage { static let shared = SettingsStorage() }
final class LogFileManager {
    init(directory: String) {}
    func append(_ line: String) {}
}
final class PrefetchManager {
    static let shared = PrefetchManager()
    func warmUp(_ route: Route) {}
}
final class SyncManager {
    static let shared = SyncManager()
    func syncNow() {}
}
