import Foundation
import SwiftUI

final class ReadingProgressRepository {
    init(appGroup: String) {}
    func pagesToday() -> Int { 0 }
}

final class ReadingStatsService {
    static let shared = ReadingStatsService()
    func pagesToday() -> Int { 0 }
}

final class ShelfRepository {
    static let shared = ShelfRepository()
    func pageCount(shelf: String?) async -> Int { 0 }
    func shelves(ids: [String]) async throws -> [ShelfEntity] { [] }
    func shelfNames() async throws -> [String] { [] }
}

struct WidgetThemeProvider { var accent = Color.orange }

final class ReadingTimerManager {
    static let shared = ReadingTimerManager()
    var isRunning = false
}

final class ShelfCountService {}

final class LibraryService {
    static let shared = LibraryService()
    func add(title: String) async throws {}
}

final class ShortcutCatalogService {}
