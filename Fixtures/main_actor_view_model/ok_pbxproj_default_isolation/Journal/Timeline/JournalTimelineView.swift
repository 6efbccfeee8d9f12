import SwiftUI

struct JournalTimelineView: View {
    let viewModel: TimelineViewModel

    var body: some View {
        List(viewModel.days, id: \.self) { Text($0, style: .date) }
    }
}
