import UIKit

class BaseViewController: UIViewController {
    init(service: ProfileService) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

// Only the arguments of self.init(…) are exempt: super.init(…), a value built before the call and
// another object's init are the designated initialiser's own constructions.
final class ProfileViewController: BaseViewController {
    let other: OtherModel

    init() {
        other = OtherModel.init(service: ProfileService())
        super.init(service: ProfileService())
    }

    convenience init(name: String) {
        let service = ProfileService()
        self.init()
        _ = service
    }

    required init?(coder: NSCoder) { nil }
}

struct OtherModel {
    let service: ProfileService
}
