import UIKit

/* Removed in 4.2:
   /* class IntroStepViewController: BaseStepViewController {} */
   final class SplashStepViewController: BaseStepViewController {}
*/
final class WelcomeStepViewController: BaseStepViewController {
    override var stepIdentifier: String { "welcome" }
}
