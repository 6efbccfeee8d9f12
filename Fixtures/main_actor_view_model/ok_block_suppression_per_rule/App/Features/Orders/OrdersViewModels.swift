import Combine
import Foundation

struct Order: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isArchived: Bool
}

// The order screens predate strict concurrency; they are migrated in IOS-4870.
// archlint:disable all
final class OrdersListViewModel: ObservableObject {
    @Published var orders: [Order] = []

    func archive(_ order: Order) {
        guard let index = orders.firstIndex(of: order) else { return }
        orders[index].isArchived = true
    }
}
// archlint:enable init_injection

final class OrderDetailViewModel: ObservableObject {
    @Published var order: Order

    init(order: Order) {
        self.order = order
    }

    func rename(to title: String) {
        order.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
