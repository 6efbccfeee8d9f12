import UIKit

@available(iOS 16.0, *)
@available(
    macCatalyst,
    introduced: 16.0,
    message: "Catalyst builds use class OnboardingPanel: BaseStepViewController instead"
)
open class BaseStepViewController: UIViewController {
    open var stepIdentifier: String { "base" }

    open class func make() -> Self {
        Self(nibName: nil, bundle: nil)
    }
}
