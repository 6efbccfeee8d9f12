import SwiftUI

struct PreviewAccountView: View {
    @AppStorage("preview.auth_token") private var authToken = "preview"

    var body: some View {
        Text(authToken)
    }
}
