import Foundation

protocol CartServicing {
    func items() async throws -> [String]
}

@MainActor
final class CartViewModel {
    private(set) var items: [String] = []
    private let service: CartServicing

    init(service: CartServicing) {
        self.service = service
    }

    func load() async {
        items = (try? await service.items()) ?? []
    }
}

final class CartService: CartServicing {
    func items() async throws -> [String] { [] }
}

final class PricingManager {
    static let shared = PricingManager()
}
