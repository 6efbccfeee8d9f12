import UIKit

@MainActor
internal class SettingsCellViewModel: NSObject {
    let title: String
    let icon: UIImage?

    init(title: String, icon: UIImage?) {
        self.title = title
        self.icon = icon
    }
}
