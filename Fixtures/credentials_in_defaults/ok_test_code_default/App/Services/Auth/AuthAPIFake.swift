import Foundation

struct AuthAPIFake {
    func token() -> String {
        UserDefaults.standard.set("fake", forKey: "fake.credentials")
        return "fake"
    }
}
