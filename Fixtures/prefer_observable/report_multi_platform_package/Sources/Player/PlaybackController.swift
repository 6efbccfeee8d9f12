import AVFoundation
import Combine

@MainActor
final class PlaybackController: NSObject, ObservableObject {
    @Published private(set) var isPlaying = false
    private let player = AVPlayer()

    func toggle() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
    }
}
