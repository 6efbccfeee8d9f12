@MainActor
class LoginViewModel {
    var email = ""
}

// final class LoginViewModelSpy: LoginViewModel {}
/* class Sub: LoginViewModel {} */
enum Snippets {
    static let spy = "class Spy: LoginViewModel {}"
    static let raw = #"final class Raw: LoginViewModel {}"#
    static let block = """
        class Block: LoginViewModel {}
        """
}
