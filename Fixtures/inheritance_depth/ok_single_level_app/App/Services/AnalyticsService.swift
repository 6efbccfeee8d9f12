import Foundation
import Dependencies

final class AnalyticsService {
    static let shared = AnalyticsService()
    private let session: URLSession

    init(session: URLSession = .shared, queue: DispatchQueue = DispatchQueue(label: "analytics")) {
        self.session = session
    }

    func start() {}
}

struct AnalyticsClient {
    var track: @Sendable (String) async -> Void
}

extension AnalyticsClient: DependencyKey {
    static let liveValue = AnalyticsClient { _ in }
    static let testValue = AnalyticsClient { _ in }
    static let previewValue = AnalyticsClient { _ in }
}

extension DependencyValues {
    var analytics: AnalyticsClient {
        get { self[AnalyticsClient.self] }
        set { self[AnalyticsClient.self] = newValue }
    }
}
