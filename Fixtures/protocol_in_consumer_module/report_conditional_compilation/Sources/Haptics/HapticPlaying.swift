#if os(iOS)
import UIKit

public protocol HapticPlaying {
    func play(_ style: UIImpactFeedbackGenerator.FeedbackStyle)
}

public final class UIKitHaptics: HapticPlaying {
    public init() {}
    public func play(_ style: UIImpactFeedbackGenerator.FeedbackStyle) {
        UIImpactFeedbackGenerator(style: style).impactOccurred()
    }
}
#endif
