#if os(iOS)
import UIKit

// Near-miss: depth 1.
final class SettingsSceneController: UINavigationController {}
#elseif os(macOS)
import AppKit

class BaseWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titleVisibility = .hidden
    }
}

final class SettingsWindowController: BaseWindowController {
    convenience init() {
        self.init(windowNibName: "Settings")
    }
}
#else
final class SettingsSceneController {}
#endif
