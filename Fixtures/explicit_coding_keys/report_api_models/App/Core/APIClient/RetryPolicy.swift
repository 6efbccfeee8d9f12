import Foundation

/// Client-side tuning persisted in the app group; the folder is `APIClient`, not `API`.
struct RetryPolicy: Codable {
    let maxAttempts: Int
    let baseDelay: TimeInterval
}
