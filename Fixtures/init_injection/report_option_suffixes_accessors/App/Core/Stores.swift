import Foundation

final class FavoritesStore {
    func replace(with ids: [String]) {}
}

final class AnalyticsTracker {
    static let live = AnalyticsTracker()
    func log(_ event: String) {}
}

final class ReviewPromptTracker {
    static let live = ReviewPromptTracker()
    func recordSignificantEvent() {}
}

final class APIClient {
    static let shared = APIClient()
    func favorites() async throws -> [String] { [] }
    func invalidateCache() {}
}

struct FeatureFlags {
    static let live = FeatureFlags(contactsV2: true)
    var contactsV2: Bool
}

struct BackupRestore {
    enum Source { case iCloud, local }
    let source: Source
    func run() {}
}
