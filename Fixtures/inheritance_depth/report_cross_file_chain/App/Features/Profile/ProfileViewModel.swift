import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var displayName = ""
    private let service: ProfileServicing

    init(service: ProfileServicing) {
        self.service = service
    }

    func load() async {
        displayName = (try? await service.fetchProfile().name) ?? ""
    }
}

protocol ProfileServicing {
    func fetchProfile() async throws -> ProfileDTO
}

struct ProfileDTO: Decodable {
    let name: String
}
