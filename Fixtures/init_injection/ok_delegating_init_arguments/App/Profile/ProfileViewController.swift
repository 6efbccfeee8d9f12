import UIKit

// Arguments of a delegating self.init(…) play the role of default values (rules.md §2, rev 7).
final class ProfileViewController: UIViewController {
    private let service: ProfileServiceProtocol
    private let session: SessionManager

    init(service: ProfileServiceProtocol, session: SessionManager) {
        self.service = service
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    convenience init() {
        self.init(service: ProfileService(), session: SessionManager.shared)
    }

    required convenience init?(coder: NSCoder) {
        self.init(
            service: ProfileService(cache: ProfileCache()),
            session: .shared
        )
    }
}

struct FeedModel {
    let loader: () -> FeedLoader

    init(loader: @escaping () -> FeedLoader) {
        self.loader = loader
    }

    init() {
        self.init(loader: { FeedLoader(client: HTTPClient()) })
    }
}
