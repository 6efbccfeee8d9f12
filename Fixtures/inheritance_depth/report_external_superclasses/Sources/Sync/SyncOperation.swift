import Foundation

/// Base for queued sync work. `Operation` is external (Foundation).
class SyncOperation: Operation {
    let batchID: UUID

    init(batchID: UUID) {
        self.batchID = batchID
        super.init()
    }
}
