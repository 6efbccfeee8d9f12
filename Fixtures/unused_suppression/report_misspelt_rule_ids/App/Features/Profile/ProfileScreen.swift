import Combine
import UIKit

final class AvatarCacheService {
    static let shared = AvatarCacheService()
    private let cache = NSCache<NSURL, UIImage>()

    func image(for url: URL) -> UIImage? {
        cache.object(forKey: url as NSURL)
    }
}

class BaseFormViewController: UIViewController {}

// Profile editing predates the DI container (IOS-3391).
final class ProfileFormViewController: BaseFormViewController {
    // archlint:disable:next init_injecton
    private let avatars = AvatarCacheService.shared
    // archlint:disable:next init_injection -- removed with IOS-3391
    private let legacyAvatars = AvatarCacheService.shared
    private var cancellables = Set<AnyCancellable>()

    /* archlint:disable:this main_actor_viewmodel */ private var draftName = ""

    // archlint:disable:next inheritance_depth
    private let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(header)
    }
}
