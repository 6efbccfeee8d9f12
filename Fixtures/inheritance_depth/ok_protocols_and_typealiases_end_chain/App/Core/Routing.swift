import UIKit

protocol Coordinator: AnyObject {
    func start()
}

protocol FlowCoordinator: Coordinator {
    var onFinish: (() -> Void)? { get set }
}

// Project protocol first: depth 0.
class AppFlowCoordinator: FlowCoordinator {
    var onFinish: (() -> Void)?
    func start() {}
}

// Depth 1.
final class OnboardingCoordinator: AppFlowCoordinator {}
