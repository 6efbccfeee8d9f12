import UIKit

// Adopted in an extension: still a UI helper.
extension ScrollTrackingManager: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offset = scrollView.contentOffset.y
    }
}
