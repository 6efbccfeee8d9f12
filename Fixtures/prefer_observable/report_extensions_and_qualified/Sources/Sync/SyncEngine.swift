import Foundation

final class SyncEngine {
    var pending: [String] = []
}

// Near-miss for the actor case (ok_actors): a class named like a queue is still reported.
final class UploadQueue: ObservableObject {
    var items: [URL] = []
}
