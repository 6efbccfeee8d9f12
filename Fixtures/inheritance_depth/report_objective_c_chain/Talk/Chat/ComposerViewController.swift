import UIKit

// SLKTextViewController comes from Pods: its header is external, so it is no project class.
final class ComposerViewController: SLKTextViewController {
    var draft = ""
}
