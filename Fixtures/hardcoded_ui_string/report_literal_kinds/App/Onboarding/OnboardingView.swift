import UIKit

final class OnboardingView: UIView {
    let body = UILabel()
    let hint = UILabel()

    func configure(name: String, steps: [String]) {
        body.text = """
            Welcome to the app.
            Swipe to continue.
            """
        hint.text = #"Tap "Next" to go on"#
        hint.accessibilityLabel = "Hello, \(name)!"
        hint.accessibilityHint = "\u{00C9}t\u{00E9}"
        body.placeholder = "Step \(steps.count) of \(steps.count)"
        steps.forEach { _ in hint.text = "Loading" }
        hint.text = "Signed in as"
            + name
    }
}
