import Payments

/// A conformer outside Payments, but in test code (a Mocks folder): it counts for nothing.
final class MockPaymentProcessor: PaymentProcessing {
    func charge(cents: Int) async throws -> String { "mock" }
}
