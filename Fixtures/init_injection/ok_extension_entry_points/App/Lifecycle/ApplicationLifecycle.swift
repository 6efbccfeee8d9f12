import UIKit

final class ApplicationLifecycleHandler: UIResponder, UIApplicationDelegate {
    private let pushRegistration = PushRegistrationService()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        CrashReportingManager.shared.start()
        return true
    }
}

final class WindowSceneHandler: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let router = DeepLinkRouterService()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        router.handle(connectionOptions.urlContexts)
    }
}

final class PushRegistrationService {}

final class CrashReportingManager {
    static let shared = CrashReportingManager()
    func start() {}
}

final class DeepLinkRouterService {
    func handle(_ contexts: Set<UIOpenURLContext>) {}
}
