import Combine
@testable import Auth

final class SessionSpy: ObservableObject {
    @Published var signOutCalls = 0
}
