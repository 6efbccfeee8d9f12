import SwiftUI
import SnapshotKit

struct EpisodeRow: View {
    var body: some View { Text("Episode") }
}

struct EpisodeRow_Previews: PreviewProvider, SnapshotTestable {
    static var previews: some View { EpisodeRow() }
}
