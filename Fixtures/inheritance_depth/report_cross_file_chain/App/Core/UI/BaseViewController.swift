import UIKit
import Combine

/// Shared chrome for every screen: loading overlay, error banner, keyboard handling.
/// Prefer child view controllers over subclassing this type further.
class BaseViewController: UIViewController {
    var cancellables = Set<AnyCancellable>()
    private lazy var loadingOverlay = LoadingOverlayView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    func setLoading(_ isLoading: Bool) {
        if isLoading {
            loadingOverlay.frame = view.bounds
            view.addSubview(loadingOverlay)
        } else {
            loadingOverlay.removeFromSuperview()
        }
    }

    class func instantiate() -> Self {
        Self(nibName: nil, bundle: nil)
    }
}
