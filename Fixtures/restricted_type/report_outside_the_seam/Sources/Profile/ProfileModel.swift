import Foundation
import RealmSwift

// LegacySessionManager in a comment is not code; neither is "LegacySessionManager" in a string.
final class ProfileModel {
    let note = "LegacySessionManager"
    let manager = LegacySessionManager.shared
    let again = LegacySessionManager.shared
    let cache: LegacyCache?
    let session: Foundation.URLSession
}
