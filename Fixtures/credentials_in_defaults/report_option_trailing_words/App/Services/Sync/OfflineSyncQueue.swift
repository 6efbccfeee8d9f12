import Foundation

struct SyncEnvelope: Codable {
    let authTokenBlob: Data
    let jwtPayload: String
    let tokenPayloadSize: Int
    let records: [String]
}

final class OfflineSyncQueue {
    private let defaults: UserDefaults
    private let encoder = JSONEncoder()

    init(defaults: UserDefaults = UserDefaults(suiteName: "group.com.acme.sync") ?? .standard) {
        self.defaults = defaults
    }

    func enqueue(_ envelope: SyncEnvelope) throws {
        defaults.set(envelope.authTokenBlob, forKey: "sync.pending.auth")
        defaults.set(envelope.jwtPayload, forKey: "sync.pending.claims")
        defaults.set(envelope.records, forKey: "sync.accessTokenKey")
        defaults.set(envelope.tokenPayloadSize, forKey: "sync.pending.size")
        defaults.set(try encoder.encode(envelope.records), forKey: "sync.records_blob")
        defaults.set(envelope.records, forKey: "sync.passwordPayloadHint")
    }
}
