import ComposableArchitecture

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var message = ""
    }

    enum Action {
        case loginResponse(Result<Session, Error>)
        case dismiss
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .loginResponse(.failure(.some(LoginError.locked))),
                 .loginResponse(.failure(LoginError.expired)):
                state.message = "Locked"
                return .none
            case .loginResponse(.success):
                return .send(.dismiss)
            case .loginResponse(.failure), .dismiss:
                return .none
            }
        }
    }
}
