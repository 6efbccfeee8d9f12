import Observation

@MainActor
@Observable
class ProfileViewModel {
    var name = ""
    var bio = ""
}
