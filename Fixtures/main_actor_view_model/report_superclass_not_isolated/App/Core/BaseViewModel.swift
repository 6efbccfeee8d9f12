import Foundation
import Combine

class BaseViewModel: ObservableObject {
    @Published var isLoading = false
    var cancellables = Set<AnyCancellable>()
}

class ListViewModel<Item>: BaseViewModel {
    @Published var items: [Item] = []
}
