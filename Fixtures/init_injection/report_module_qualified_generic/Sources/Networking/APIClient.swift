import Foundation

public final class APIClient {
    public struct Configuration: Sendable {
        public static let `default` = Configuration(baseURL: URL(string: "https://api.example.com")!)
        public var baseURL: URL
    }

    public static let shared = APIClient(configuration: .default)

    private let configuration: Configuration
    private let session: URLSession

    public init(configuration: Configuration, session: URLSession = .shared) {
        self.configuration = configuration
        self.session = session
    }

    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let (data, _) = try await session.data(from: configuration.baseURL.appendingPathComponent(endpoint.path))
        return try JSONDecoder().decode(Response.self, from: data)
    }
}

public struct Endpoint<Response: Decodable> {
    public let path: String

    public init(path: String) {
        self.path = path
    }
}

public final class PagingLoader<Item: Decodable> {
    public init(client: APIClient, path: String) {}
}
