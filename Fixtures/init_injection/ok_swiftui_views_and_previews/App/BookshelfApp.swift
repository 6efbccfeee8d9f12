import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var library = LibraryViewModel(repository: BookRepository())
    private let sync = CloudSyncService.shared

    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .environmentObject(library)
        }
        .commands { LibraryCommands() }
        ReadingStatsScene()
    }
}

struct ReadingStatsScene: Scene {
    private let stats = ReadingStatsProvider()

    var body: some Scene {
        Window("Stats", id: "stats") {
            Text("\(stats.pagesThisWeek) pages")
        }
    }
}

struct LibraryCommands: Commands {
    var body: some Commands {
        CommandMenu("Library") {
            Button("Sync Now") { CloudSyncService.shared.syncNow() }
        }
    }
}
