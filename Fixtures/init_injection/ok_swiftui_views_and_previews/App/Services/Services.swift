import Foundation
import MapKit
import SwiftUI

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    private let service: ProfileService

    init(service: ProfileService) {
        self.service = service
    }

    func reload(using service: ProfileService) async {
        name = await service.displayName()
    }
}

@MainActor
final class LibraryViewModel: ObservableObject {
    private let repository: BookRepository

    init(repository: BookRepository) {
        self.repository = repository
    }
}

final class ProfileService { func displayName() async -> String { "" } }
final class BookRepository { var books: [String] = [] }
final class CloudSyncService {
    static let shared = CloudSyncService()
    func syncNow() {}
}
struct ReadingStatsProvider { var pagesThisWeek = 0 }
final class AvatarLoader {}
final class AnalyticsManager {
    static let shared = AnalyticsManager()
    func track(_ screen: String) {}
}
struct ThemeProvider { var cardColor = Color.white }
final class ShareLinkService {
    static let shared = ShareLinkService()
    func share() {}
}
final class StoreLocatorService { func annotations() -> [MKPointAnnotation] { [] } }
final class LocationPermissionManager {
    static let shared = LocationPermissionManager()
    func requestIfNeeded() {}
}
final class ScanStorage {}
final class SettingsRepository { var syncEnabled = true }
final class CoverImageLoader { func url(for isbn: String) -> URL? { nil } }
final class BookSyncManager {
    static let shared = BookSyncManager()
    func sync() async {}
}
