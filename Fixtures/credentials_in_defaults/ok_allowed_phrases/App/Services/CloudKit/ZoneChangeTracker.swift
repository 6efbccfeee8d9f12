import CloudKit
import Foundation

struct ZoneChangeTracker {
    let defaults = UserDefaults(suiteName: "group.com.acme.cloud")!

    func save(serverChangeToken: CKServerChangeToken, zoneID: CKRecordZone.ID) throws {
        let changeTokenData = try NSKeyedArchiver.archivedData(withRootObject: serverChangeToken, requiringSecureCoding: true)
        defaults.set(changeTokenData, forKey: "ck.\(zoneID.zoneName).changeToken")
        defaults.set(changeTokenData, forKey: "ck.databaseChangeTokenData")
    }

    func save(calendarSyncToken: String, contactsSyncToken: String) {
        defaults.set(calendarSyncToken, forKey: "calendar.sync_token")
        defaults.set(contactsSyncToken, forKey: "contacts.syncToken")
    }
}
