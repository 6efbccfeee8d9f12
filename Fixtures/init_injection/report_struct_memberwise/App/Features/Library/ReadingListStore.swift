import Foundation

final class ReadingListStore {
    var syncService = ReadingListSyncService()
    lazy var coverLoader = BookCoverLoader()
}

struct ReadingListRow {
    var title: String
    var coverLoader = BookCoverLoader()
    static var sharedSync = ReadingListSyncService()

    func prefetch() {
        Task {
            await coverLoader.load(title)
        }
    }
}

struct WeatherClient {
    func forecast(for location: String) async throws -> Forecast { Forecast(issuedAt: .now) }
}

struct Forecast {
    let issuedAt: Date
}

struct LocationProvider {
    var lastKnownLocation = "38.72,-9.14"
}

struct UnitPreferenceStorage {}
struct ForecastHistoryRepository { func append(_ forecast: Forecast) {} }
struct RadarTileLoader {}
struct WeatherAlertsService {
    var region = "PT"
}
final class ReadingListSyncService {}
final class BookCoverLoader { func load(_ title: String) async {} }
