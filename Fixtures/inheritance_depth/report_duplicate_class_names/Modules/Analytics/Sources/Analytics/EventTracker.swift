import Foundation

/// App-wide tracker, persisted with Core Data.
open class EventTracker: NSManagedObject {
    public private(set) var sentEvents: [String] = []

    open func track(_ name: String, properties: [String: String] = [:]) {
        sentEvents.append(name)
    }
}
