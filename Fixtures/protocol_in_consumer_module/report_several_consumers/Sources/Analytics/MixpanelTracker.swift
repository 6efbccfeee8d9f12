import Foundation

public final class MixpanelTracker: AnalyticsTracking {
    private var queue: [(String, [String: String])] = []

    public init() {}

    public func track(_ event: String, properties: [String: String]) {
        queue.append((event, properties))
    }
}

public final class ConsoleTracker: AnalyticsTracking {
    public init() {}
    public func track(_ event: String, properties: [String: String]) { print(event, properties) }
}
