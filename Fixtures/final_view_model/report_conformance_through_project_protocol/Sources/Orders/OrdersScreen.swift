@MainActor
class OrdersScreen: RefreshableScreenModel {
    let title = "Orders"
    func refresh() async {}
}
