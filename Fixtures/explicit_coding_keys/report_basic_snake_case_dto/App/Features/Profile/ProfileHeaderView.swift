import SwiftUI

struct ProfileHeaderView: View {
    let displayName: String
    let avatarURL: URL?

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: avatarURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(.secondary)
            }
            .frame(width: 48, height: 48)
            .clipShape(Circle())
            Text(displayName).font(.headline)
        }
    }
}
