import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var name = ""
}

@MainActor
@preconcurrency
final class AvatarViewModel: ObservableObject {
    @Published var imageURL: URL?
}

@MainActor @preconcurrency final class BadgesViewModel: ObservableObject {
    @Published var badges: [String] = []
}

@MainActor
public final class PublicProfileViewModel: ObservableObject {
    @Published public var bio = ""
    public init() {}
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor
final class StatsViewModel: ObservableObject {
    @Published var followers = 0
}

@objc(PFLegacyProfileViewModel)
@objcMembers
@MainActor
// Kept for the Objective-C settings bundle.
open class LegacyProfileViewModel: NSObject, ObservableObject {
    @Published public dynamic var nickname = ""
}

@MainActor /* isolated: UI state */ final class FollowButtonViewModel {
    var isFollowing = false
}

@Observable @MainActor final class ProfileHeaderViewModel {
    var title = ""
}

@MainActor
@available(
    iOS,
    introduced: 16.0,
    deprecated: 18.0,
    message: "Use ProfileHeaderViewModel"
)
final class OldHeaderViewModel: ObservableObject {
    @Published var subtitle = ""
}
