import APIClient
import ComposableArchitecture

@Reducer
public struct SearchFeature {
    @ObservableState
    public struct State: Equatable {
        var query = ""
        var results: [Recipe] = []
    }

    public enum Action {
        case queryChanged(String)
        case searchResponse(Result<[Recipe], Error>)
    }

    @Dependency(\.recipeClient) var recipeClient
    @Dependency(\.continuousClock) var clock

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .queryChanged(query):
                state.query = query
                return .run { send in
                    try await clock.sleep(for: .milliseconds(300))
                    await send(.searchResponse(Result { try await recipeClient.search(query) }))
                }
            case let .searchResponse(.success(recipes)):
                state.results = recipes
                return .none
            case .searchResponse(.failure):
                return .none
            }
        }
    }
}
