import WidgetKit
import SwiftUI

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {}
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct ThumbnailPreviewProvider: PreviewProviding {}
