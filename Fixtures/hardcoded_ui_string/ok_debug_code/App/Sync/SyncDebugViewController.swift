import UIKit

final class SyncViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sync internals"
    }
}
