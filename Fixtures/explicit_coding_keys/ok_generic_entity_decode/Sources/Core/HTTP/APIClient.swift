import Foundation

public struct Endpoint: Sendable {
    public var path: String
    public var method = "GET"

    public init(path: String, method: String = "GET") {
        self.path = path
        self.method = method
    }
}

public protocol APIClientProtocol: Sendable {
    func send<Entity: Decodable>(_ endpoint: Endpoint, as type: Entity.Type) async throws -> Entity
}

public final class APIClient: APIClientProtocol, @unchecked Sendable {
    public static let shared = APIClient(baseURL: URL(string: "https://api.example.com")!)

    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    public func send<Entity: Decodable>(_ endpoint: Endpoint, as type: Entity.Type = Entity.self) async throws -> Entity {
        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = endpoint.method
        let (data, _) = try await session.data(for: request)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Entity.self, from: data)
    }

    public func sendPage<Element: Decodable>(_ endpoint: Endpoint, of element: Element.Type) async throws -> [Element] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(endpoint.path))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Element].self, from: data)
    }
}
