import SwiftUI

struct HelpView: View {
    let text: String

    var body: some View { Text(text) }
}

#Preview {
    // APIClient.shared would hit the network; URLSession.shared too
    /* FileManager.default, UserDefaults.standard */
    HelpView(text: """
        Never call APIClient.shared or URLSession.shared in a preview.
        """)
    HelpView(text: #"UserDefaults.standard \(FileManager.default)"#)
    HelpView(text: "\(#/APIClient\.shared/#)")
}
