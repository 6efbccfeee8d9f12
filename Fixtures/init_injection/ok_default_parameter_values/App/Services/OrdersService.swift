import Foundation

final class OrdersService: OrdersServicing {
    private let client: APIClient
    private let cache: OrdersCacheStorage

    init(client: APIClient, cache: OrdersCacheStorage = .shared) {
        self.client = client
        self.cache = cache
    }

    func orders(page: Int) async throws -> [OrderSummary] {
        func decode(_ data: Data, with decoder: OrderDecodingService = OrderDecodingService()) throws -> [OrderSummary] {
            try decoder.decode(data)
        }
        return try decode(try await client.get("orders?page=\(page)"))
    }
}

final class APIClient {
    struct Configuration {
        var baseURL: URL
    }

    init(configuration: Configuration) {}
    func get(_ path: String) async throws -> Data { Data() }
}

final class OrdersCacheStorage {
    static let shared = OrdersCacheStorage()
}

final class AnalyticsService {
    static let shared = AnalyticsService()
    func track(_ event: String) {}
}

struct PDFReceiptRenderer: ReceiptRendering {
    let loader: FontLoader
    func render(_ order: OrderSummary) -> Data { Data() }
}

struct FontLoader {}

struct OrderDecodingService {
    func decode(_ data: Data) throws -> [OrderSummary] { [] }
}

final class OrderPageFetcher {
    private static let fallback = OrderPageFetcher()
    static func `default`() -> OrderPageFetcher { fallback }
}

struct ReceiptStorage {
    let directory: URL
    func write(_ data: Data, name: String) throws {}
}

enum AppEnvironmentValues {
    static let apiURL = URL(string: "https://api.example.com")!
}
