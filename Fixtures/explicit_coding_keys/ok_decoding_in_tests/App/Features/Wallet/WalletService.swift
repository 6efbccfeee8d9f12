import Foundation

final class WalletService {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// The wallet backend sends camelCase keys; no strategy in production code.
    func cards() async throws -> [CardDTO] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("cards"))
        return try JSONDecoder().decode([CardDTO].self, from: data)
    }
}
