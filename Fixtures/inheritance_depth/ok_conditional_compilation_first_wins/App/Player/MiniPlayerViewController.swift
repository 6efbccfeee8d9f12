import UIKit

#if targetEnvironment(simulator)
// First declaration: its superclass is the one that counts (depth 1).
final class MiniPlayerViewController: UIViewController {
    let placeholder = UILabel()
}
#elseif DEBUG
final class MiniPlayerViewController: BasePlayerViewController {
    var showsDiagnostics = true
}
#else
final class MiniPlayerViewController: BasePlayerViewController {}
#endif
