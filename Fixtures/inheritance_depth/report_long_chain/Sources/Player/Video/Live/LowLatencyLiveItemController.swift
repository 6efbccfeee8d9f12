import AVFoundation

/// Level 8 of the legacy player hierarchy.
class LowLatencyLiveItemController: LiveDRMVideoItemController {
    var level8Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level8Configured = true
    }
}
