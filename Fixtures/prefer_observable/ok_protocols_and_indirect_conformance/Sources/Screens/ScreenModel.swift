import Combine

protocol ScreenModel: ObservableObject {
    var title: String { get }
}

@MainActor
class BaseScreenModel: NSObject {
    var isLoading = false
}
