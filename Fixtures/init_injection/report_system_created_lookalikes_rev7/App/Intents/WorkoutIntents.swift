import ActivityKit
import AppKit

// Near misses: ActivityAttributes is no AppIntents protocol; NSApplicationDelegateAdaptor and
// NSWindowDelegate are not NSApplicationDelegate; FeedDependencyProviderCache does not end in
// DependencyProvider.
struct WorkoutAttributes: ActivityAttributes {
    let service = WorkoutService()
}

final class WindowController: NSObject, NSWindowDelegate {
    private let stats = StatsService()
}

final class FeedDependencyProviderCache {
    let api = APIClient()
}
