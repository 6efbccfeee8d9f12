import Foundation

protocol AccountRepositoryProtocol {
    func account() async throws -> AccountDTO
    func billingPortal() async throws -> BillingPortalDTO
}

final class AccountRepository: AccountRepositoryProtocol {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func account() async throws -> AccountDTO {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("me"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(AccountDTO.self, from: data)
    }

    func billingPortal() async throws -> BillingPortalDTO {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("billing/portal"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(BillingPortalDTO.self, from: data)
    }
}
