import Foundation

// Same simple name as Analytics.EventTracker, but second in path order ("Modules/Analytics" < "Modules/Search").
class EventTracker {
    var queries: [String] = []

    func track(_ name: String, properties: [String: String] = [:]) {
        queries.append(name)
    }
}
