import Foundation

@MainActor
public class LoginViewModel {
    public var email = ""
    public var password = ""
    public var onStateChange: ((Bool) -> Void)?

    public var canSubmit: Bool { !email.isEmpty && password.count >= 8 }

    public init() {}
}
