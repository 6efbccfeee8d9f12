import UIKit

/// Write label.text = "Welcome" nowhere: use NSLocalizedString.
enum Guide {
    // button.setTitle("Sign in", for: .normal)
    static let example = "label.text = \"Welcome back\""
    static let multi = """
        alert.title = "Delete?"
        """
    /* UIAlertController(title: "Hi", message: nil, preferredStyle: .alert) */
}
