import UIKit

class BaseViewController: UIViewController {
    var analyticsName: String { String(describing: type(of: self)) }
}
