import UIKit
import PanModal

// Near-miss: PanModalPresentableController is not declared, not Apple, not configured: a protocol, depth 0.
class SheetViewController: PanModalPresentableController {
    var preferredHeight: CGFloat = 320
}

// Near-miss: depth 1.
final class FilterSheetViewController: SheetViewController {}
