import SwiftUI

struct TimelineView: View {
    var body: some View { Text("Timeline") }
}

struct TimelineView_Previews: PreviewProvider {
    static var previews: some View { TimelineView() }
}

struct TimelineCompact {}

extension TimelineCompact: PreviewProvider {
    static var previews: some View { TimelineView() }
}
