public protocol StatusFetching: Sendable {
    func statuses(sinceID: String?) async throws -> [String]
}

public struct MastodonStatusFetcher: StatusFetching {
    public let instance: String

    public init(instance: String) { self.instance = instance }

    public func statuses(sinceID: String?) async throws -> [String] { [] }
}
