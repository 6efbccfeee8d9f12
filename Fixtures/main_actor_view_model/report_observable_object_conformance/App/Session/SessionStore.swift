import Foundation
import Combine

final class SessionStore: ObservableObject {
    @Published private(set) var userID: String?

    func signIn(userID: String) {
        self.userID = userID
    }
}
