import UIKit

@MainActor
final class WelcomeViewModel {
    private let service: OnboardingService
    private let permissions: PermissionsManager

    init(service: OnboardingService, permissions: PermissionsManager) {
        self.service = service
        self.permissions = permissions
    }

    func continueTapped() async {
        await permissions.requestNotifications()
        await service.markWelcomeSeen()
    }
}

final class WelcomeViewController: UIViewController {
    var badgeCount = 0
    private let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
