import Foundation

@available(iOS 17.0, *)
nonisolated
class BackgroundSyncViewModel {
    var lastRun: Date?
}

// Near-miss: default isolation applies.
final class SyncViewModel: ObservableObject {
    @Published var isSyncing = false
}
