import SwiftUI
import UIKit

#Preview("Settings") {
    let controller = UIViewController()
    controller.title = "Settings"
    return controller
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        let label = UILabel()
        label.text = "Preview text"
        return Text("Preview")
    }
}
