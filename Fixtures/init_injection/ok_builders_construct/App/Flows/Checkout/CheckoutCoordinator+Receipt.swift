import UIKit

extension CheckoutCoordinator {
    func showReceipt(orderID: String) {
        let loader = ReceiptLoader(client: ReceiptAPIClient())
        let controller = ReceiptViewController(orderID: orderID, loader: loader)
        controller.modalPresentationStyle = .formSheet
    }
}
