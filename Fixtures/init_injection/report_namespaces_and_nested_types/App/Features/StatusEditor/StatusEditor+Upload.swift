import Foundation

extension StatusEditor {
    actor MediaUploadService {
        private var inFlight: [UUID: Task<URL, Error>] = [:]

        func upload(_ attachment: Attachment) async throws -> URL {
            attachment.localURL
        }
    }
}
