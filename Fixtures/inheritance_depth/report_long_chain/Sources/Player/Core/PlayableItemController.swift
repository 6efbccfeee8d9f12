import AVFoundation

/// Level 2 of the legacy player hierarchy.
class PlayableItemController: MediaItemController {
    var level2Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level2Configured = true
    }
}
