import SwiftUI
import NetworkExtension

struct WebView: View {
    var session: URLSession?
    var publisher: URLSession.DataTaskPublisher?

    var body: some View { Text("Web") }
}

#Preview {
    let app = UIApplication.shared
    let calendar = Calendar.current
    let center = NotificationCenter.default
    let vpn = NEVPNManager.shared()
    let session: URLSession? = nil
    WebView(session: session)
}
