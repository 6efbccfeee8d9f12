import Foundation

protocol OrdersServicing {
    func orders(page: Int) async throws -> [OrderSummary]
}

protocol ReceiptRendering {
    func render(_ order: OrderSummary) -> Data
}

@MainActor
final class OrdersViewModel {
    private(set) var orders: [OrderSummary] = []
    private let service: OrdersServicing
    private let analytics: AnalyticsService
    private let renderer: ReceiptRendering

    init(
        service: OrdersServicing = OrdersService(
            client: APIClient(configuration: .init(baseURL: AppEnvironmentValues.apiURL)),
            cache: OrdersCacheStorage.shared
        ),
        analytics: AnalyticsService = .shared,
        renderer: ReceiptRendering = PDFReceiptRenderer(loader: FontLoader())
    ) {
        self.service = service
        self.analytics = analytics
        self.renderer = renderer
    }

    func load(page: Int = 0, using fetcher: OrderPageFetcher = OrderPageFetcher.default()) async {
        orders = (try? await service.orders(page: page)) ?? []
        analytics.track("orders_loaded")
        _ = fetcher
    }

    func exportReceipt(
        for order: OrderSummary,
        storage: ReceiptStorage = ReceiptStorage(directory: FileManager.default.temporaryDirectory)
    ) throws {
        try storage.write(renderer.render(order), name: order.id)
    }

    subscript(index: Int, fallback: OrderSummary = OrderSummary(id: "", total: 0)) -> OrderSummary {
        orders.indices.contains(index) ? orders[index] : fallback
    }
}

struct OrderSummary: Identifiable {
    let id: String
    let total: Decimal
}
