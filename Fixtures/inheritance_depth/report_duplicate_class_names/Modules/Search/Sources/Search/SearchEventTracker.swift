import Foundation

final class SearchEventTracker: EventTracker {
    override func track(_ name: String, properties: [String: String] = [:]) {
        super.track("search.\(name)", properties: properties)
    }
}

final class QueryEventTracker: Search.EventTracker {}
