import SwiftUI

@main
struct JournalApp: App {
    @State private var viewModel = TimelineViewModel()

    var body: some Scene {
        WindowGroup {
            JournalTimelineView(viewModel: viewModel)
        }
    }
}
