import DeviceCheck
import Foundation

/// App Attest key management. "AppAttest.swift" ends in "ttest.swift", not "Test.swift" (case-sensitive).
final class AppAttest {
    private let service = DCAppAttestService.shared
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func generateKey() async throws -> String {
        let keyID = try await service.generateKey()
        defaults.set(keyID, forKey: "appattest.key_id")
        return keyID
    }

    func storeAssertionSecret(_ assertionSecret: Data) {
        defaults.set(assertionSecret, forKey: "appattest.assertion")
    }
}
