import Analytics

@MainActor
public final class SearchViewModel {
    private let tracker: any AnalyticsTracking

    public init(tracker: any AnalyticsTracking) { self.tracker = tracker }

    public func search(_ text: String) { tracker.track("search", properties: ["length": "\(text.count)"]) }
}
