import Observation

@Observable
@MainActor
final class LoginModel {
    var email = ""
}
