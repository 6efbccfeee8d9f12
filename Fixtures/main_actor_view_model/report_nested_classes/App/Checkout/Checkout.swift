import Foundation

enum Checkout {
    final class PaymentViewModel: ObservableObject {
        @Published var selectedMethod = "card"
    }

    @MainActor
    final class SummaryViewModel: ObservableObject {
        @Published var total: Decimal = 0
    }
}
