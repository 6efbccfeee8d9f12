import Foundation

final class OrdersViewModel: ListViewModel<String> {
    func reload() {
        items = ["#1001"]
    }
}
