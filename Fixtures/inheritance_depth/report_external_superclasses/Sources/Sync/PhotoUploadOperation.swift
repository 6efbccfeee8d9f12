import Foundation

final class PhotoUploadOperation: SyncOperation {
    private let fileURL: URL

    init(fileURL: URL, batchID: UUID) {
        self.fileURL = fileURL
        super.init(batchID: batchID)
    }

    override func main() {
        guard !isCancelled else { return }
        _ = try? Data(contentsOf: fileURL)
    }
}
