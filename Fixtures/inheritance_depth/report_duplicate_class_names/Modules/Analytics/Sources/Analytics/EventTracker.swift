import Foundation

/// App-wide tracker; NSObject for the Objective-C SDK bridge.
open class EventTracker: NSObject {
    public private(set) var sentEvents: [String] = []

    open func track(_ name: String, properties: [String: String] = [:]) {
        sentEvents.append(name)
    }
}
