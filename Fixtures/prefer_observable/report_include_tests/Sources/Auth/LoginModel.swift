import Observation

@MainActor
@Observable
final class LoginModel {
    var email = ""
}
