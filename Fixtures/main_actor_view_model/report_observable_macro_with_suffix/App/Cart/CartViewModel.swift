import Foundation
import Observation

@Observable
final class CartViewModel {
    var lines: [CartLine] = []
    var total: Decimal { lines.reduce(0) { $0 + $1.price } }
}

struct CartLine: Identifiable {
    let id = UUID()
    let price: Decimal
}
