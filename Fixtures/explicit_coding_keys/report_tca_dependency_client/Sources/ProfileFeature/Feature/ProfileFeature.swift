import ComposableArchitecture
import Foundation

@Reducer
public struct ProfileFeature {
    @ObservableState
    public struct State: Equatable {
        public var handle: String
        public var profile: ProfileDTO?
        public var selectedFollowerID: String?
        public init(handle: String) { self.handle = handle }
    }

    public enum Action {
        case onAppear
        case profileLoaded(Result<ProfileDTO, any Error>)
        case followerTapped(id: String)
    }

    @Dependency(\.profileClient) var profileClient

    public init() {}

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .run { [handle = state.handle] send in
                    await send(.profileLoaded(Result { try await profileClient.fetchProfile(handle) }))
                }
            case let .profileLoaded(.success(profile)):
                state.profile = profile
                return .none
            case .profileLoaded(.failure):
                return .none
            case let .followerTapped(id):
                state.selectedFollowerID = id
                return .none
            }
        }
    }
}
