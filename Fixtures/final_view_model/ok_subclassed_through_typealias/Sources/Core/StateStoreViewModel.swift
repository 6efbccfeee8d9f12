import Combine

/// Base of every screen's view model: state in, actions out.
@MainActor
class StateStoreViewModel<State, Action> {
    @Published var state: State
    init(initialState: State) { state = initialState }
    func process(_ action: Action) {}
}
