import Foundation

final class MockSession {
    let defaults = UserDefaults.standard
    func signIn(password: String) { defaults.set(password, forKey: "password") }
}
