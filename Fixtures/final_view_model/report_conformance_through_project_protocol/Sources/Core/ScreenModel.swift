import Combine

@MainActor
protocol ScreenModel: ObservableObject {
    var title: String { get }
}

@MainActor
protocol RefreshableScreenModel: ScreenModel {
    func refresh() async
}
