import UIKit

// Second declaration of the name (depth 1 itself, fine).
class ChartRenderer: UIView {
    var values: [Double] = []
}
