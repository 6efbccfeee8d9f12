public protocol AnalyticsTracking: AnyObject {
    func track(_ event: String, properties: [String: String])
}
