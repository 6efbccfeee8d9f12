import Combine
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    struct State {
        var isEditing = false
        var draftBio = ""
    }

    @Published private(set) var profile: UserProfile?
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var state = State()

    private let userID: String
    private let profileService = ProfileService()
    private let repository: UserRepository = .init()
    private let avatarLoader: AvatarLoader
    private let decoder = JSONDecoder()
    private let dateFormatter: DateFormatter = .init()
    private var cancellables = Set<AnyCancellable>()

    init(userID: String) {
        self.userID = userID
        self.avatarLoader = AvatarLoader(cache: .shared)
        dateFormatter.dateStyle = .medium
    }

    func load() {
        isLoading = true
        Task {
            defer { isLoading = false }
            do {
                let dto = try await ProfileAPI().fetchProfile(id: userID)
                profile = UserProfile(dto: dto)
                repository.cache(dto)
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }

    func updateBio(_ bio: String) async throws {
        let gateway = ProfileUpdateGateway.init(baseURL: AppConfiguration.apiBaseURL)
        try await gateway.updateBio(bio, for: userID)
        state.draftBio = ""
    }

    func followersCount() -> Int {
        FollowersDataSource(userID: userID).count
    }

    func memberSince() -> String {
        guard let joined = profile?.joinedAt else { return "" }
        return dateFormatter.string(from: joined)
    }
}
