import Foundation

public protocol LegacyCaching {
    func purge()
}

public final class DiskCache: LegacyCaching {
    public init() {}
    public func purge() {}
}
