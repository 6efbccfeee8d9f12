import Foundation

struct FakeAuthAPI {
    func signIn() -> String {
        let jwt = "header.payload.signature"
        UserDefaults.standard.set(jwt, forKey: "jwt")
        return jwt
    }
}
