import UIKit

class BaseViewController: UIViewController {
    func showError(_ error: Error) {
        let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

/// Legacy alias kept while screens migrate.
typealias BaseScreen = BaseViewController
