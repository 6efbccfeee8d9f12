import UIKit

@MainActor
@preconcurrency
final class LoginViewController: UIViewController {
    class var sharedDefaults: UserDefaults { UserDefaults(suiteName: "group.com.acme.app")! }

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        emailField.text = defaults.string(forKey: "login.email")
    }

    @objc private func didTapSignIn() {
        defaults.set(emailField.text, forKey: "login.email")
        defaults.set(passwordField.text, forKey: "login.password")
        defaults.set(passwordField.isSecureTextEntry, forKey: "login.password_visible")
    }

    class func rememberCredential(_ credential: String) {
        sharedDefaults.set(credential, forKey: "login.remembered")
    }

    class func tokenizerMode() -> String {
        sharedDefaults.string(forKey: "login.tokenizer") ?? "default"
    }
}
