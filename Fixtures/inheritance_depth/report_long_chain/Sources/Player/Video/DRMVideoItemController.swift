import AVFoundation

/// Level 6 of the legacy player hierarchy.
class DRMVideoItemController: HLSVideoItemController {
    var level6Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level6Configured = true
    }
}
