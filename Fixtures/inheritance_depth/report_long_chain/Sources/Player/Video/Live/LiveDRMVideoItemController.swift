import AVFoundation

/// Level 7 of the legacy player hierarchy.
class LiveDRMVideoItemController: DRMVideoItemController {
    var level7Configured = false

    override func prepare(item: AVPlayerItem) {
        super.prepare(item: item)
        level7Configured = true
    }
}
