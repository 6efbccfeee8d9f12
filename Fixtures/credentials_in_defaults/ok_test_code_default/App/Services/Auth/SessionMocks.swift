import Foundation

enum SessionMocks {
    static func save(bearer: String) { UserDefaults.standard.set(bearer, forKey: "bearer") }
}
