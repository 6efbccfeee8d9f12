@preconcurrency
public protocol Reporter: AnyObject {
    func report(_ event: String)
}

@preconcurrency @MainActor
public func install(_ reporter: any Reporter) {}

public final class Hub {
    @preconcurrency public var reporter: (any Reporter)?

    public init(handler: @preconcurrency @escaping @Sendable () -> Void) {}
}
