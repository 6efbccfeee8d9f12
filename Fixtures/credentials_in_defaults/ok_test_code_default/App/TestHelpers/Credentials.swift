import Foundation

enum Credentials {
    static func store(secret: String) {
        UserDefaults.standard.setValue(secret, forKey: "secret")
    }
}
