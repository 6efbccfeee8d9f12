import Foundation

final class SessionMock {
    func save(token: String) { UserDefaults.standard.set(token, forKey: "token") }
}
