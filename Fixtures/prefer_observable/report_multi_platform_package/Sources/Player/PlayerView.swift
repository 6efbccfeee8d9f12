import SwiftUI

struct PlayerView: View {
    @ObservedObject var controller: PlaybackController

    var body: some View {
        Button(controller.isPlaying ? "Pause" : "Play") { controller.toggle() }
    }
}
