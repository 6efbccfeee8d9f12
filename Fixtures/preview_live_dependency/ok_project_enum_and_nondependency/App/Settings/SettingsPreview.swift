import SwiftUI

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

#Preview {
    let keys = SettingsStorage.shared
    let palette = Palette.shared
    SettingsView()
}
