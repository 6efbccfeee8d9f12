import Foundation

class KeychainStorage {
    class var standard: KeychainStorage { KeychainStorage(service: "com.example.app") }

    class func makeShared(group: String) -> KeychainStorage {
        let storage = KeychainStorage(service: group)
        storage.migrator = KeychainMigrationService()
        return storage
    }

    static func migrateLegacyItems() {
        LegacyKeychainManager.shared.exportAll(to: KeychainStorage.standard)
        _ = CredentialsRepository()
    }

    private let service: String
    var migrator: KeychainMigrationService?

    required init(service: String) {
        self.service = service
    }

    func copy() -> Self {
        Self(service: service)
    }

    func fallback() -> KeychainStorage {
        Self.standard
    }
}

final class KeychainMigrationService {}

final class LegacyKeychainManager {
    static let shared = LegacyKeychainManager()
    func exportAll(to storage: KeychainStorage) {}
}

struct CredentialsRepository {
    static let shared = CredentialsRepository()
    static var inMemory: CredentialsRepository { CredentialsRepository() }

    func copy() -> Self {
        Self()
    }
}

actor TokenRefreshService {
    static let shared = TokenRefreshService()

    static func preview() -> TokenRefreshService {
        _ = SessionValidationClient()
        return TokenRefreshService()
    }

    func refresh() async {
        await TokenRefreshService.shared.noop()
    }

    private func noop() {}
}

final class SessionValidationClient {}
