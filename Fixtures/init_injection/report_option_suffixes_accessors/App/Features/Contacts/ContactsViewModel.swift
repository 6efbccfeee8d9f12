import Contacts
import EventKit
import Foundation

@MainActor
final class ContactsViewModel {
    private let contactStore = CNContactStore()
    private let eventStore = EKEventStore()
    private let cloudValues = NSUbiquitousKeyValueStore()
    private let favorites = FavoritesStore()
    private let tracker = AnalyticsTracker.live
    private let client = APIClient()
    private var flags = FeatureFlags.live

    func syncFavorites() async throws {
        let remote = try await client.favorites()
        favorites.replace(with: remote)
        ReviewPromptTracker.live.recordSignificantEvent()
        APIClient.shared.invalidateCache()
        if flags.contactsV2 {
            tracker.log("contacts_v2_sync")
        }
    }

    func restoreFromBackup() {
        let restore = BackupRestore(source: .iCloud)
        restore.run()
    }
}
