import SwiftUI

struct SettingsView: View {
    var body: some View { Form { Text("Settings") } }
}

final class SettingsStorage {
    static let shared = SettingsStorage()
}
