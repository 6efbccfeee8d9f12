import Foundation
import Combine

// @MainActor  <- removed while debugging a deadlock, never restored
final class ProfileViewModel: ObservableObject {
    @Published private(set) var displayName = ""
    @Published private(set) var isLoading = false
    private let service: ProfileServicing

    init(service: ProfileServicing) {
        self.service = service
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        displayName = (try? await service.fetchProfile().displayName) ?? ""
    }
}

protocol ProfileServicing: Sendable {
    func fetchProfile() async throws -> ProfileDTO
}

struct ProfileDTO: Decodable, Sendable {
    let displayName: String
}
