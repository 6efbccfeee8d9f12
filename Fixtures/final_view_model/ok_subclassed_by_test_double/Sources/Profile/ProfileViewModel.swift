@MainActor
class ProfileViewModel {
    var name = ""
    func load() async {}
}
