import SwiftUI

struct InboxView: View {
    let title: String

    var body: some View { Text(title) }
}

#Preview {
    // InboxService.shared is live; the one below is real code
    let label = "InboxService.shared \(InboxService.shared.count)"
    let pattern = /URLSession\.shared/
    InboxView(title: label + "\(pattern)")
}
