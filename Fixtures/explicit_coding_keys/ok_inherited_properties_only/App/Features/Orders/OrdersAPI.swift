import Foundation

final class OrdersAPI {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    private func snakeCaseGet<T>(_ path: String, decode: (Data, JSONDecoder) throws -> T) async throws -> T {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(path))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decode(data, decoder)
    }

    func ping() async throws -> PingResponse {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("ping"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(PingResponse.self, from: data)
    }

    func orders() async throws -> OrderListResponse {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("orders"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OrderListResponse.self, from: data)
    }
}
