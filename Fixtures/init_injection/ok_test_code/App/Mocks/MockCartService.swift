final class MockCartService: CartServicing {
    private let delegate = CartService()
    func items() async throws -> [String] { try await delegate.items() }
}
