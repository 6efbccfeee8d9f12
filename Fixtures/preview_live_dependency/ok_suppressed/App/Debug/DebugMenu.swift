import SwiftUI

struct DebugMenu: View {
    let client: DebugClient

    var body: some View { Text("Debug") }
}

#Preview {
    // The debug menu previews against the staging server on purpose.
    // archlint:disable:next preview_live_dependency
    DebugMenu(client: DebugClient.shared)
}
