import Foundation

protocol TokenRefreshing: Sendable {
    func refreshToken(using refreshToken: String) async throws -> String
}

actor TokenRefresher {
    private let api: TokenRefreshing
    private let defaults: UserDefaults
    private var inFlight: Task<String, Error>?

    init(api: TokenRefreshing, defaults: UserDefaults) {
        self.api = api
        self.defaults = defaults
    }

    func refresh(current: String) async throws -> String {
        if let inFlight { return try await inFlight.value }
        let task = Task { try await api.refreshToken(using: current) }
        inFlight = task
        defer { inFlight = nil }
        let token = try await task.value
        defaults.set(token, forKey: "auth.current")
        defaults.set(Date.now, forKey: "auth.refreshed_at")
        return token
    }
}
