import Foundation

struct SnapshotStore {
    let url: URL

    func read() -> Result<Data, Error> {
        guard FileManager.default.fileExists(atPath: url.path) else { return .failure(SnapshotError.missing) }
        return Result { try Data(contentsOf: url) }
    }

    func decode(using decode: @escaping () throws -> Snapshot) -> Result<Snapshot, Error> {
        if url.pathExtension != "json" { return .failure(SnapshotError.wrongFormat) }
        return Result(catching: decode)
    }
}
