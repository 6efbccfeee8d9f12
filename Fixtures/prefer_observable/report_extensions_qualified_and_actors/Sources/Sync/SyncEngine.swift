import Foundation

final class SyncEngine {
    var pending: [String] = []
}

actor UploadQueue: ObservableObject {
    var items: [URL] = []
}
