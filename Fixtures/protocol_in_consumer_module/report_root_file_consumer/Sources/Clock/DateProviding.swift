import Foundation

public protocol DateProviding {
    var now: Date { get }
}

public struct SystemClock: DateProviding {
    public init() {}
    public var now: Date { Date() }
}
