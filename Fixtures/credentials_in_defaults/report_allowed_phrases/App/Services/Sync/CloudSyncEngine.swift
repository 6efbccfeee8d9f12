import CloudKit
import Foundation

actor CloudSyncEngine {
    private let defaults = UserDefaults(suiteName: "group.com.acme.sync")!
    private var serverChangeToken: CKServerChangeToken?

    func didFetchChanges(token: CKServerChangeToken, calendarSyncToken: String, continuationToken: String?) throws {
        serverChangeToken = token
        let changeTokenData = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        defaults.set(changeTokenData, forKey: "ck.serverChangeToken")
        defaults.set(calendarSyncToken, forKey: "calendar.sync_token")
        defaults.set(continuationToken, forKey: "feed.continuation_token")
        defaults.set(calendarSyncToken, forKey: "calendar.syncTokenCredentials")
    }
}
