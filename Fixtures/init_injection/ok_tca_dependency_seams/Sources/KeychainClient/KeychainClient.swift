import Dependencies
import Foundation

public struct KeychainClient: Sendable {
    public var load: @Sendable (String) -> Data?
    public var save: @Sendable (Data, String) -> Void
}

struct KeychainClientKey: DependencyKey {
    static var liveValue: KeychainClient { KeychainClientKey().makeLive() }

    private func makeLive() -> KeychainClient {
        let storage = KeychainStorage(service: "com.example.recipes")
        return KeychainClient(load: storage.load, save: storage.save)
    }
}

final class KeychainStorage: Sendable {
    let service: String
    init(service: String) { self.service = service }
    @Sendable func load(_ key: String) -> Data? { nil }
    @Sendable func save(_ data: Data, _ key: String) {}
}

struct AnalyticsClient: Sendable {
    var track: @Sendable (String) -> Void
}

extension AnalyticsClient: TestDependencyKey {
    static let testValue = AnalyticsClient(track: { _ in })
}

struct LiveAnalytics {
    var liveValue: AnalyticsClient {
        let uploader = EventUploadService()
        return AnalyticsClient(track: { uploader.enqueue($0) })
    }
}

final class EventUploadService: Sendable {
    func enqueue(_ event: String) {}
}
