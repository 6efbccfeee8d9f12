import Foundation

/// Server-side playback position, synced across devices.
struct PlaybackStateDTO: Decodable, Equatable {
    var positionSeconds: Double
    var currentTrackID: String {
        didSet { positionSeconds = 0 }
    }
    var isPaused: Bool
}
