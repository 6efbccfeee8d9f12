import UIKit

final class GradientButton: UIButton {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    class var defaultHeight: CGFloat { 48 }

    final class func make(title: String) -> GradientButton {
        let button = GradientButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    class subscript(style: String) -> UIColor {
        style == "primary" ? .systemBlue : .secondarySystemFill
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        let cls: AnyClass = type(of: self)
        print(NSStringFromClass(cls), classForCoder)
    }
}
