import SwiftUI

enum PreviewSession {
    static func install() {
        UserDefaults.standard.set("preview-access-token", forKey: "access_token")
    }
}

struct PreviewTokenBadge: View {
    @AppStorage("preview.jwt") private var jwt = "eyJhbGciOi..."

    var body: some View {
        Text(jwt.prefix(8))
    }
}
