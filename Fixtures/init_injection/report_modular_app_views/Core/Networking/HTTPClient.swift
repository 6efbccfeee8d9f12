import Foundation

public protocol HTTPClient: Sendable {
    func data(for request: URLRequest) async throws -> Data
}

public enum FeedError: Error {
    case offline
    case decoding(String)
}

/// The live client. "APIClient()" in this comment and in the string below is no construction.
public final class APIClient: HTTPClient {
    public static let shared = APIClient()
    private let session: URLSession
    private let userAgent = "Reader/1.0 (APIClient())"

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func data(for request: URLRequest) async throws -> Data {
        try await session.data(for: request).0
    }
}
