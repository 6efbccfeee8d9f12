import SwiftUI

struct DevMenuView: View {
#if os(iOS)
    @AppStorage("dev.apiKey") private var stagingKey = ""
#elseif os(macOS)
    @AppStorage("dev.apiKey", store: UserDefaults(suiteName: "com.acme.mac")) private var stagingKey = ""
#else
    @State private var stagingKey = ""
#endif
    @AppStorage("dev.environment") private var environment = "staging"

    var body: some View {
        Form {
            Picker("Environment", selection: $environment) {
                Text("Staging").tag("staging")
                Text("Production").tag("production")
            }
            TextField("Staging API key", text: $stagingKey)
        }
    }
}
