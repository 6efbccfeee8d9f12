import UIKit

// Kept for reference until the redesign ships.
#if false
final class LegacyThemePickerViewController: BaseSettingsViewController {
    let themes = ["Light", "Dark", "Sepia"]
}
#endif
