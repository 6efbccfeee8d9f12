import Foundation

class APIClient: NSObject, URLSessionDelegate {
    private lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)

    func data(for request: URLRequest) async throws -> Data {
        try await session.data(for: request).0
    }
}

// Near-misses: no superclass.
final class TokenStore {
    private var token: String?
    func save(_ token: String) { self.token = token }
}

final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.lock(); defer { lock.unlock() }
        entries.append(entry)
    }
}

actor RefreshGate {
    private var inFlight: Task<String, Error>?
}

struct Endpoint: Hashable {
    let path: String
}
