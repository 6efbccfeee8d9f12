import UIKit

open class BaseViewController<Model>: UIKit.UIViewController {
    public private(set) var model: Model?

    open func render(_ model: Model) {
        self.model = model
    }
}
