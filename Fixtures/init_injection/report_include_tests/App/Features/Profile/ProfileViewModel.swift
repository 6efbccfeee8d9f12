import Foundation

protocol ProfileServicing {
    func profile(id: String) async throws -> Profile
}

struct Profile: Equatable {
    let id: String
    let name: String
}

@MainActor
final class ProfileViewModel {
    private(set) var profile: Profile?
    private let service: ProfileServicing

    init(service: ProfileServicing) {
        self.service = service
    }

    func load(id: String) async {
        profile = try? await service.profile(id: id)
    }
}

final class ProfileService: ProfileServicing {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func profile(id: String) async throws -> Profile {
        Profile(id: id, name: "")
    }
}
