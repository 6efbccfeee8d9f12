import UIKit

final class OnboardingCoordinator {
    private let container: ServiceLocating
    private lazy var settings = container.resolve(SettingsStore.self)

    init(container: ServiceLocating) {
        self.container = container
    }

    func finish(with token: String, storage: any KeyValueStoring) {
        settings.set(token, forKey: "onboarding.token")
        storage.set(token, forKey: "onboarding.jwt")
        let cache = SessionCacheFactory.make()
        cache.set(token, forKey: "auth_token")
    }

    func persist(_ password: String) {
        let store = container.resolve(SettingsStore.self)
        store.set(password, forKey: "password")
    }
}

protocol ServiceLocating {
    func resolve<T>(_ type: T.Type) -> T
}

final class SettingsStore {
    private var values: [String: Any] = [:]

    func set(_ value: Any?, forKey key: String) {
        values[key] = value
    }
}

enum SessionCacheFactory {
    static func make() -> SettingsStore { SettingsStore() }
}
