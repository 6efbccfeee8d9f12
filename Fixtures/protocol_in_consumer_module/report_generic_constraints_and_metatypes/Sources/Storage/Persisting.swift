import Foundation

public protocol Persisting {
    associatedtype Value: Codable
    func save(_ value: Value) throws
}

public struct FileStore<Value: Codable>: Persisting {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func save(_ value: Value) throws {
        try JSONEncoder().encode(value).write(to: url)
    }
}
