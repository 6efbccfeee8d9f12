import SwiftUI

struct AvatarView: View {
    let loader: ImageLoader

    var body: some View { Image(systemName: "person") }
}

#Preview("Dark avatar", traits: .sizeThatFitsLayout) {
    AvatarView(loader: ImageLoader(session: URLSession.shared))
        .preferredColorScheme(.dark)
}

#Preview(traits: .landscapeLeft) {
    let session = URLSession(configuration: .ephemeral)
    AvatarView(loader: ImageLoader(session: session))
}
