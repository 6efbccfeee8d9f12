import Foundation

final class AppBootstrapper {
    let api = APIClient()
    let analytics = AnalyticsService.shared

    func bootstrap() -> ProfileRouter {
        CrashReportingManager.shared.start()
        return ProfileRouter(api: api)
    }
}

extension AppBootstrapper {
    func makeServiceContainer() -> ServiceContainer {
        ServiceContainer(api: APIClient(), session: SessionManager.current)
    }
}

final class ServiceContainer {
    let api: APIClient
    let session: SessionManager
    let repository = ProfileRepository(api: APIClient())

    init(api: APIClient, session: SessionManager = .current) {
        self.api = api
        self.session = session
    }
}
