import UIKit

extension OnboardingCoordinator {
    func showLogin() {
        let auth = AuthenticationService(client: AuthAPIClient())
        let controller = LoginViewController(auth: auth)
        if SessionManager.current.isExpired {
            controller.prefill(email: SessionManager.current.lastEmail)
        }
    }
}
