import Foundation

@MainActor
final class TimelineViewModel {
    private let drafts = StatusEditor.DraftService.shared
    private let cellModels: [TimelineCellModel] = []

    func hasUnsentDrafts() -> Bool {
        !drafts.restoreAll().isEmpty
    }
}

final class TimelineCellModel {
    private let avatarLoader = AvatarImageLoader()

    /// Shadows the app-wide AvatarImageLoader: each cell owns its own small cache.
    final class AvatarImageLoader {
        func load(_ url: URL) async -> Data? { nil }
    }
}

final class ProfileHeaderModel {
    private let avatarLoader = AvatarImageLoader()
}

final class AvatarImageLoader {
    func load(_ url: URL) async -> Data? { nil }
}
