import SwiftUI

struct SettingsView: View {
    @State private var name = ""
    @State private var showsAlert = false
    let title: String

    var body: some View {
        Form {
            Text("Notifications")
            Text(verbatim: "Build 42")
            Text(title)
            Button("Sign out") {}
            Label("Account", systemImage: "person")
            TextField("Your name", text: $name)
        }
        .navigationTitle("Settings")
        .alert("Sign out?", isPresented: $showsAlert) {}
    }
}
