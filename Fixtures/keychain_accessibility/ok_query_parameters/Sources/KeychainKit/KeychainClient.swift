import Foundation
import Security

/// A thin wrapper: callers pass complete queries (the class is set by KeychainQuery).
public struct KeychainClient {
    public init() {}

    public func add(_ query: [String: Any]) -> OSStatus {
        SecItemAdd(query as CFDictionary, nil)
    }

    public func add(_ query: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        SecItemAdd(query, result)
    }

    public func upsert(_ query: [String: Any], attributes: [String: Any]) -> OSStatus {
        var merged = query
        merged.merge(attributes) { _, new in new }
        return SecItemAdd(merged as CFDictionary, nil)
    }
}
