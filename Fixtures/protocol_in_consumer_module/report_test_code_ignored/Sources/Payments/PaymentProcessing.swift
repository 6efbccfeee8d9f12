public protocol PaymentProcessing {
    func charge(cents: Int) async throws -> String
}

public struct StripePaymentProcessor: PaymentProcessing {
    public init() {}
    public func charge(cents: Int) async throws -> String { "ch_1" }
}
