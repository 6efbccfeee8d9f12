import AppIntents
import AppKit

// rules.md §2 (rev 7): AppIntents refinements and NSApplicationDelegate are system-created; a
// DependencyProvider is a composition root.
struct StartWorkoutIntent: LiveActivityIntent {
    func perform() async throws -> some IntentResult {
        WorkoutManager.shared.start()
        return .result()
    }
}

struct ToggleLightIntent: SetValueIntent {
    func perform() async throws -> some IntentResult {
        try await HomeService().toggle()
        return .result()
    }
}

struct PlayEpisodeIntent: AudioPlaybackIntent, ForegroundContinuableIntent {
    func perform() async throws -> some IntentResult {
        PlaybackManager.shared.play()
        return .result()
    }
}

struct OpenEntryIntent: OpenIntent {
    func perform() async throws -> some IntentResult {
        _ = EntryRepository()
        return .result()
    }
}

final class MenuBarController: NSObject, NSApplicationDelegate {
    private let stats = StatsService()
}

final class AppDependencyProvider {
    lazy var api = APIClient()
    let session = SessionManager.shared
}
