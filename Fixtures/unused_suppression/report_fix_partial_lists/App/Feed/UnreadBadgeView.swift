import UIKit

/// Draws the unread badge over the tab bar icon.
final class UnreadBadgeView: UIView {
    // archlint:disable:next inheritance_depth, init_injection
    private let images = ImageCacheService.shared

    // archlint:disable explicit_coding_keys
    private var count = 0
    // archlint:enable explicit_coding_keys

    // archlint:enable init_injection
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}