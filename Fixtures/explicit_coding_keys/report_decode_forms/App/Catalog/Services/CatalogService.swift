import Foundation
import Combine

final class CatalogService {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    private func get(_ path: String) async throws -> Data {
        try await session.data(from: baseURL.appendingPathComponent(path)).0
    }

    func categories() async throws -> [CategoryDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([CategoryDTO].self, from: try await get("categories"))
    }

    func featuredProduct() async throws -> ProductDTO? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ProductDTO?.self, from: try await get("products/featured"))
    }

    func currentPromotion() async throws -> PromotionDTO? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Optional<PromotionDTO>.self, from: try await get("promotions/current"))
    }

    func inventory(productID: Int) async throws -> [String: StockLevelDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([String: StockLevelDTO].self, from: try await get("inventory/\(productID)"))
    }

    func pricesPublisher(for ids: [Int]) -> AnyPublisher<[PriceDTO], Error> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let url = baseURL.appendingPathComponent("prices")
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [PriceDTO].self, decoder: decoder)
            .eraseToAnyPublisher()
    }

    func stores() async throws -> [StoreDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase
        return try decoder.decode([StoreDTO].self, from: try await get("stores"))
    }

    func reviews(productID: Int) async throws -> [ReviewDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        return try decoder.decode([ReviewDTO].self, from: try await get("products/\(productID)/reviews"))
    }

    func search(_ term: String) async throws -> [SearchHitDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { keys in
            keys.last!
        }
        return try decoder.decode([SearchHitDTO].self, from: try await get("search?q=\(term)"))
    }
}
