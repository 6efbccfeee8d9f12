import ComposableArchitecture

@Reducer
struct ProfileFeature {
    @ObservableState
    struct State: Equatable {
        var profile: Profile?
    }

    enum Action {
        case onAppear
        case profileResponse(Result<Profile, Error>)
    }

    @Dependency(\.profileClient) var profileClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .run { send in
                    await send(.profileResponse(Result { try await profileClient.fetch() }))
                }
            case let .profileResponse(.success(profile)):
                state.profile = profile
                return .none
            case .profileResponse(.failure):
                return .send(.profileResponse(.failure(ProfileError.unavailable)))
            }
        }
    }
}
