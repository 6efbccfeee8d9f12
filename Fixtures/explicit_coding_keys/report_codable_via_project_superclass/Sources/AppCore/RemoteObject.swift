import Foundation

/// Base class of every server object of the media library.
open class RemoteObject: Decodable, Identifiable {
    public let id: String
    public let revision: Int

    public init(id: String, revision: Int) {
        self.id = id
        self.revision = revision
    }
}

/// A plain cache helper; not Codable.
open class CacheEntry {
    public let storedAt = Date()
    public init() {}
}
