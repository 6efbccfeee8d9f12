import ComposableArchitecture

@Reducer
struct SignUpFeature {
    @ObservableState
    struct State: Equatable {
        var username = ""
        var error: String?
    }

    enum Action {
        case usernameChanged(String)
        case validated(Result<String, Error>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .usernameChanged(name):
                state.username = name
                if name.isEmpty {
                    return .send(.validated(.failure(UsernameError.empty)))
                }
                return .send(.validated(.success(name)))
            case .validated(.failure(let error)):
                state.error = "\(error)"
                return .none
            case .validated(.success):
                state.error = nil
                return .none
            }
        }
    }
}
