import SwiftUI

struct AccountBadge: View {
    let unread: Int

    var body: some View { Text("\(unread)") }
}

#Preview {
    AccountBadge(unread: AccountManager.current.unreadCount)
}
