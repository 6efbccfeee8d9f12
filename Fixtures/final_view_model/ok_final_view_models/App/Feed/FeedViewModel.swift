import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
}

@MainActor
public final class ProfileViewModel {
    public var name = ""
}

@MainActor final
class SettingsViewModel {
    var toggles: [Bool] = []
}
