import Combine

@MainActor
public final class ProfileStore: ObservableObject {
    @Published public var displayName = ""
    @Published public var avatarURL: URL?

    public init() {}
}
