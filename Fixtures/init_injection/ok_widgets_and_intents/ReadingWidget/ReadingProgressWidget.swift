import SwiftUI
import WidgetKit

struct ReadingEntry: TimelineEntry {
    let date: Date
    let pagesRead: Int
}

struct ReadingProgressProvider: TimelineProvider {
    private let repository = ReadingProgressRepository(appGroup: "group.com.example.bookshelf")

    func placeholder(in context: Context) -> ReadingEntry {
        ReadingEntry(date: .now, pagesRead: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(ReadingEntry(date: .now, pagesRead: repository.pagesToday()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        let pages = ReadingStatsService.shared.pagesToday()
        completion(Timeline(entries: [ReadingEntry(date: .now, pagesRead: pages)], policy: .atEnd))
    }
}

struct ShelfTimelineProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry { ReadingEntry(date: .now, pagesRead: 0) }

    func snapshot(for configuration: SelectShelfIntent, in context: Context) async -> ReadingEntry {
        ReadingEntry(date: .now, pagesRead: await ShelfRepository().pageCount(shelf: configuration.shelf))
    }

    func timeline(for configuration: SelectShelfIntent, in context: Context) async -> Timeline<ReadingEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .atEnd)
    }
}

struct ReadingProgressWidget: Widget {
    private let theme = WidgetThemeProvider()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingProgress", provider: ReadingProgressProvider()) { entry in
            Text("\(entry.pagesRead) pages").foregroundStyle(theme.accent)
        }
    }
}

@main
struct BookshelfWidgets: WidgetBundle {
    var body: some Widget {
        ReadingProgressWidget()
        ReadingTimerControl()
    }
}

@available(iOS 18.0, *)
struct ReadingTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "ReadingTimer", provider: TimerValueProvider()) { isRunning in
            ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent())
        }
    }
}

@available(iOS 18.0, *)
struct TimerValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool {
        ReadingTimerManager.shared.isRunning
    }
}
