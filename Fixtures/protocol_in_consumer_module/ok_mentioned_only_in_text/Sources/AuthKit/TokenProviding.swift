public protocol TokenProviding: Sendable {
    func currentToken() async throws -> String
}
