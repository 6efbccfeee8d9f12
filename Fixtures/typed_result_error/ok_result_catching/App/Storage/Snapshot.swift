struct Snapshot: Codable {
    var version: Int
}

enum SnapshotError: Error {
    case missing
    case wrongFormat
}
