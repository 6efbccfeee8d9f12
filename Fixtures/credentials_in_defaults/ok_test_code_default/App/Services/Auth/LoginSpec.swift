import Foundation

struct LoginSpec {
    func given(password: String) { UserDefaults.standard.set(password, forKey: "spec.password") }
}
