import Foundation

let legacyCredentialKey = "com.acme.legacy.credentials"
let lastSyncKey = "com.acme.last_sync"

extension String {
    static let authToken = "auth"
    static let sessionKey = "jwt"
    static let appearance = "appearance"
}
