import SwiftUI

struct EpisodeRow: View {
    var body: some View { Text("Episode") }
}

struct EpisodeRow_Previews: PreviewProvider, Previewable {
    static var previews: some View { EpisodeRow() }
}
