import QuartzCore

// Near-miss: CALayer subclass, depth 1.
final class ShimmerLayer: CALayer {
    override init() {
        super.init()
        cornerRadius = 8
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { nil }
}
