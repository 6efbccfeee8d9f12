import Combine

class BaseViewModel {
    var cancellables = Set<AnyCancellable>()
    var isLoading = false
}
