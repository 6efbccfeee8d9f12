import ComposableArchitecture
import Foundation
import SessionClient

struct AuthResponse: Equatable, Sendable {
    let accessToken: String
    let expiresIn: Int
}

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var email = ""
        var password = ""
        var isLoading = false
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case loginButtonTapped
        case loginResponse(Result<AuthResponse, any Error>)
    }

    @Dependency(\.sessionToken) var sessionToken
    @Dependency(\.defaultAppStorage) var appStorage

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .loginButtonTapped:
                state.isLoading = true
                return .none
            case let .loginResponse(.success(response)):
                state.isLoading = false
                appStorage.set(response.accessToken, forKey: "jwt")
                appStorage.set(response.expiresIn, forKey: "login.expires_in")
                return .run { _ in sessionToken.save(response.accessToken) }
            case .loginResponse(.failure):
                state.isLoading = false
                return .none
            }
        }
    }
}
