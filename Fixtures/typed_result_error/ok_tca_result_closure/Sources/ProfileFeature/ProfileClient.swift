import ComposableArchitecture

struct Profile: Equatable {
    var name: String
}

enum ProfileError: Error {
    case unavailable
}

@DependencyClient
struct ProfileClient {
    var fetch: @Sendable () async throws -> Profile
}
