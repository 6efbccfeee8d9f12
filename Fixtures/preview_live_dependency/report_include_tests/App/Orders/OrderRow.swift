import SwiftUI

struct OrderRow: View {
    let total: Int

    var body: some View { Text("\(total)") }
}

final class OrderRepository {
    static let shared = OrderRepository()
    var lastTotal = 0
}
