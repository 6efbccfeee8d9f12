@MainActor
class BaseViewModel<State> {
    var state: State
    init(state: State) { self.state = state }
}

@MainActor
class PagingViewModel {
    var page = 0
}
