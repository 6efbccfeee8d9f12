import SwiftUI

struct OrderRow_Previews: PreviewProvider {
    static var previews: some View {
        OrderRow(total: OrderRepository.shared.lastTotal)
    }
}
