import UIKit

@MainActor
@preconcurrency
final class PlayerViewController: UIViewController {
    var streamURL: URL?
    private let service: LibraryService

    init(service: LibraryService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
