import Foundation
import Combine

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var displayName = ""
    @Published private(set) var avatarURL: URL?
    @Published private(set) var teamIDs: [Int] = []
    @Published var errorMessage: String?

    private let service: ProfileServicing
    private let userID: Int

    init(userID: Int, service: ProfileServicing = ProfileService.shared) {
        self.userID = userID
        self.service = service
    }

    func load() async {
        do {
            let user = try await service.fetchUser(id: userID)
            displayName = user.displayName
            avatarURL = user.avatarURL
            teamIDs = try await service.fetchMemberships(userID: userID).map(\.teamId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
