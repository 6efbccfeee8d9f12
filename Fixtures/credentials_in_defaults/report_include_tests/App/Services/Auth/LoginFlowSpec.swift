import Foundation

struct LoginFlowSpec {
    let defaults = UserDefaults.standard

    func arrangeSignedIn(accessToken: String) {
        defaults.set(accessToken, forKey: "login.session")
    }
}
