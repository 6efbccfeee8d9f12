import SwiftUI

struct DiagnosticsView: View {
    let lines: [String]

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .accessibility(label: Text("Keychain items"))
            .accessibility(hidden: false)
    }
}
