import UIKit

final class ScrollTrackingManager: NSObject {
    var offset: CGFloat = 0
}
