import SwiftUI

@main
struct MenuBarApp: App {
    @StateObject private var status = StatusModel()

    var body: some Scene {
        MenuBarExtra("Inbox", systemImage: "tray") { Text("\(status.unreadCount) unread") }
    }
}
