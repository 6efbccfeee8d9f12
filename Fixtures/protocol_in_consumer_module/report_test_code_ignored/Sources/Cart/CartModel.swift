import Payments

public final class CartModel {
    let processor: any PaymentProcessing

    public init(processor: any PaymentProcessing) { self.processor = processor }

    public func checkout(total: Int) async throws -> String { try await processor.charge(cents: total) }
}
