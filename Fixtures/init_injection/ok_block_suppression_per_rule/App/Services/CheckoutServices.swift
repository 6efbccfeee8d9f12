import Foundation

protocol PaymentProcessing {
    func charge(_ amount: Decimal, currency: String) async throws -> String
}

final class PaymentService: PaymentProcessing {
    func charge(_ amount: Decimal, currency: String) async throws -> String {
        try await Task.sleep(nanoseconds: 200_000_000)
        return UUID().uuidString
    }
}

final class ReceiptPrinterService {
    func print(receiptID: String, total: Decimal) {
        debugPrint("Receipt \(receiptID): \(total)")
    }
}

final class AnalyticsManager {
    static let shared = AnalyticsManager()

    func track(_ event: String, properties: [String: String] = [:]) {
        debugPrint(event, properties)
    }
}
