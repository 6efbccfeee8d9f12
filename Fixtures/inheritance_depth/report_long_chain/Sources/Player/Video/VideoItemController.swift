import AVFoundation

/// Level 4 of the legacy player hierarchy.
class VideoItemController: StreamingItemController {
    var level4Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level4Configured = true
    }
}
