import UIKit

class GradientView: UIKit.UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    func apply(colors: [UIColor]) {
        gradientLayer.colors = colors.map(\.cgColor)
    }
}

final class HeroGradientView: GradientView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        apply(colors: [.systemIndigo, .systemPink])
    }
}
