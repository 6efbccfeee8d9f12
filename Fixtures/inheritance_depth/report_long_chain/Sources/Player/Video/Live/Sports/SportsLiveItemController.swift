import AVFoundation

/// Level 9 of the legacy player hierarchy.
final class SportsLiveItemController: LowLatencyLiveItemController {
    var level9Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level9Configured = true
    }
}
