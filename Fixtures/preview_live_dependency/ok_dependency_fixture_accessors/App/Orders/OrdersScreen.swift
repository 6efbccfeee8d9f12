import SwiftUI

struct OrdersScreen: View {
    let repository: OrderRepository
    let api: APIClient

    var body: some View { Text("Orders") }
}

#Preview("Orders", traits: .sizeThatFitsLayout) {
    OrdersScreen(repository: .preview, api: APIClient.mock)
}

struct OrdersScreen_Previews: PreviewProvider {
    static var previews: some View {
        OrdersScreen(repository: OrderRepository.fixture, api: .preview)
    }
}
