import SwiftUI

protocol SnapshotPreview: PreviewProvider {}

struct SettingsScreen_Previews: SnapshotPreview {
    static var previews: some View { Text("Settings") }
}

struct AboutScreen_Previews: PreviewProvider, SnapshotPreview {
    static var previews: some View { Text("About") }
}
