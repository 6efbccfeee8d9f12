#if canImport(UIKit)
import UIKit

class BaseSettingsViewController: UITableViewController {
    var sections: [String] = []
}
#else
import AppKit

class BaseSettingsViewController: NSViewController {
    var sections: [String] = []
}
#endif
