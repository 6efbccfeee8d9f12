final class Store<State> {
    private(set) var state: State
    init(state: State) { self.state = state }
    func onChange(_ handler: @escaping (State) -> Void) {}
    func observeState(_ handler: @escaping (State) -> Void) {}
}

extension Store {
    var states: AsyncStream<State> {
        AsyncStream { continuation in
            onChange { continuation.yield($0) }
        }
    }

    var observedStates: AsyncStream<State> {
        AsyncStream { continuation in
            observeState { continuation.yield($0) }
        }
    }
}
