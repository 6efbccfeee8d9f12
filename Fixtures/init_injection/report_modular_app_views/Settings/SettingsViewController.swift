import Core
import UIKit

class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

class SettingsViewController: ReaderViewController {
    private let session: SessionStoring

    init(session: SessionStoring) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class AccountSettingsViewController: SettingsViewController {
    func signOut() {
        APIClient.shared.cancelAll()
    }
}
