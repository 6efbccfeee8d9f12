import UIKit

enum Route: Hashable {
    case profile(userID: String)
    case settings
    case orders

    var analyticsName: String {
        AnalyticsService.screenName(for: self)
    }

    @MainActor
    func makeViewController() -> UIViewController {
        switch self {
        case .profile(let userID):
            return ProfileViewController(userID: userID, service: ProfileService())
        case .settings:
            return SettingsViewController(storage: SettingsStorage.shared)
        case .orders:
            let loader = OrderHistoryLoader(client: APIClient())
            return OrdersViewController(loader: loader)
        }
    }
}

extension Route {
    func prefetch() {
        PrefetchManager.shared.warmUp(self)
    }
}

enum ThemeProvider {
    static var current: Theme = .light

    static func apply() {
        _ = ThemeProvider.current
    }
}

enum Theme {
    case light
    case dark
}

/// Namespace with static helpers, not an instance service.
enum AnalyticsService {
    static func screenName(for route: Route) -> String { "\(route)" }
    static func log(_ event: String) {}
}

enum LogStorage: String {
    case standard
    case encrypted

    func write(_ line: String) {
        LogFileManager(directory: rawValue).append(line)
    }
}
