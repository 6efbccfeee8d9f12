import AVFoundation

/// Root of the legacy player hierarchy (the only level that is fine).
class MediaItemController: UIResponder {
    private(set) var currentItem: AVPlayerItem?

    func prepare(item: AVPlayerItem) {
        currentItem = item
    }
}
