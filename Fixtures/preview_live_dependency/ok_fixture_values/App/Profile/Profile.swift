import Observation

struct Profile {
    var name: String
    static let preview = Profile(name: "Ada")
    static let mock = Profile(name: "Grace")
}

struct ServerFixture {
    static let standard = ServerFixture()
    let owner = Profile(name: "Owner")
}

@Observable final class Theme { static let shared = Theme() }
@Observable final class UserPreferences { static let shared = UserPreferences() }
