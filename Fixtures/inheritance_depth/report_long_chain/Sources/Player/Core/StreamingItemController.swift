import AVFoundation

/// Level 3 of the legacy player hierarchy.
class StreamingItemController: PlayableItemController {
    var level3Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level3Configured = true
    }
}
