// A public extension point of AuthKit's API, kept here on purpose.
// archlint:disable:next protocol_in_consumer_module
public protocol TokenProviding: Sendable {
    func currentToken() async throws -> String
}
