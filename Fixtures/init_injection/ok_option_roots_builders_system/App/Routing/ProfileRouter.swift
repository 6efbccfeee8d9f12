import UIKit

@MainActor
final class ProfileRouter {
    private let api: APIClient
    private let avatarLoader = AvatarLoader()

    init(api: APIClient) {
        self.api = api
    }

    func makeProfile() -> UIViewController {
        let repository = ProfileRepository(api: api)
        return ProfileViewController(repository: repository, loader: avatarLoader)
    }
}

extension ProfileRouter {
    func makeEditProfile() -> UIViewController {
        EditProfileViewController(repository: ProfileRepository.init(api: api), uploader: AvatarUploadService())
    }
}
