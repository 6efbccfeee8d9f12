import UIKit

@MainActor
final class CheckoutCoordinator {
    private let navigationController: UINavigationController
    private let paymentService = PaymentService(gateway: StripePaymentGateway())
    private let cartRepository: CartRepository = .init()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = CartViewModel(repository: cartRepository, pricing: PricingService())
        navigationController.pushViewController(CartViewController(viewModel: viewModel), animated: false)
    }

    func showPayment(for total: Decimal) {
        let controller = PaymentViewController(
            service: paymentService,
            addressProvider: ShippingAddressProvider.init(store: AddressStorage())
        )
        navigationController.pushViewController(controller, animated: true)
    }
}
