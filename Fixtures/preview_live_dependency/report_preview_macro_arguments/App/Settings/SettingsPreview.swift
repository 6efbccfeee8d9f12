import SwiftUI

struct ThemedBackground: PreviewModifier {
    let store: SettingsStorage

    func body(content: Content, context: Void) -> some View { content }
}

#Preview("Settings", traits: .modifier(ThemedBackground(store: SettingsStorage.shared))) {
    SettingsView()
}
