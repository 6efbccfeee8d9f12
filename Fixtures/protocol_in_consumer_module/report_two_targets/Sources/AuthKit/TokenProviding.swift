import Foundation

/// Hands out a valid access token, refreshing it when needed.
public protocol TokenProviding: Sendable {
    func currentToken() async throws -> String
}
