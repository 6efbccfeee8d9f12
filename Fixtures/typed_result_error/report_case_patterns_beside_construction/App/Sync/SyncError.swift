import Foundation

enum SyncError: Error {
    case offline
    case timedOut
}

enum SyncDecisionError: Error {
    case fatal(String)
    case stale
}
