import Combine
import Foundation

// Legacy checkout, scheduled for the IOS-5120 rewrite: it still builds its own services and its
// view model is not isolated yet. The view-model check comes back on after LegacyCheckoutViewModel;
// init_injection stays off for the rest of this file (its `disable` has no `enable`).
// archlint:disable init_injection, main_actor_view_model
final class LegacyCheckoutViewModel: ObservableObject {
    @Published private(set) var total: Decimal = 0
    @Published private(set) var receiptID: String?
    private let payments = PaymentService()

    func pay(currency: String) async {
        AnalyticsManager.shared.track("checkout.pay")
        receiptID = try? await payments.charge(total, currency: currency)
    }
}
// archlint:enable main_actor_view_model

final class LegacyReceiptPresenter {
    private let printer = ReceiptPrinterService()
    private var cancellables = Set<AnyCancellable>()

    func bind(to viewModel: LegacyCheckoutViewModel) {
        viewModel.$receiptID
            .compactMap { $0 }
            .sink { [printer] receiptID in
                printer.print(receiptID: receiptID, total: 0)
                AnalyticsManager.shared.track("checkout.receipt", properties: ["id": receiptID])
            }
            .store(in: &cancellables)
    }
}
