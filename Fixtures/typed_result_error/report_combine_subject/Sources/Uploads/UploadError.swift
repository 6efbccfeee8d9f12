import Foundation

enum UploadError: Error {
    case cancelled
    case paused(at: Date)
}
