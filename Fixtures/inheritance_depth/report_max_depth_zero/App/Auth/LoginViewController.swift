import UIKit
import SwiftUI

final class LoginViewController: UIViewController {
    private let emailField = UITextField()
    private let coordinator: AuthCoordinator

    init(coordinator: AuthCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

// Near-miss: UIViewRepresentable is an Apple protocol-like name ("Representable"): never a superclass.
final class LoginWebBridge: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
