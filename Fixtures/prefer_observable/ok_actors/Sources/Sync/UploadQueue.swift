import Combine
import Foundation

// rules.md §6 (rev 7): the Observation macro rejects actor types, so an actor's
// ObservableObject conformance has no @Observable to move to.
actor UploadQueue: ObservableObject {
    var items: [URL] = []
}

actor DownloadQueue {
    var items: [URL] = []
}
