import SwiftUI

struct CartView: View {
    let service: CartService

    var body: some View { Text("Cart") }
}

#Preview {
    CartView(service: .shared)
}
