import AVFoundation

/// Level 5 of the legacy player hierarchy.
class HLSVideoItemController: VideoItemController {
    var level5Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level5Configured = true
    }
}
