import UIKit

final class APIClient {}

final class AnalyticsService {
    static let shared = AnalyticsService()
}

final class CrashReportingManager {
    static let shared = CrashReportingManager()
    func start() {}
}

final class SessionManager {
    static var current = SessionManager()
}

final class ProfileRepository {
    init(api: APIClient) {}
}

final class AvatarLoader {}
final class AvatarUploadService {}

final class NowPlayingManager {
    func start() {}
}

final class PlaybackQueueService {
    static let shared = PlaybackQueueService()
    func restore() {}
}

final class ProfileViewController: UIViewController {
    init(repository: ProfileRepository, loader: AvatarLoader) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class EditProfileViewController: UIViewController {
    init(repository: ProfileRepository, uploader: AvatarUploadService) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
