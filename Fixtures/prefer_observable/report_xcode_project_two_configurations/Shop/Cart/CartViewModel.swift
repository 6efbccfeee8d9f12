import Combine
import UIKit

@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var lines: [CartLine] = []

    var total: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    func add(_ line: CartLine) { lines.append(line) }
}

struct CartLine: Hashable {
    let sku: String
    let price: Decimal
    let quantity: Int
}
