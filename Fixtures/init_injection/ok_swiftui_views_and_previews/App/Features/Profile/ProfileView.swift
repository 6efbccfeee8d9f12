import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel(service: ProfileService())
    @State private var avatarLoader = AvatarLoader()
    private let analytics = AnalyticsManager.shared

    var body: some View {
        VStack {
            Text(viewModel.name)
            Button("Refresh") {
                Task { await viewModel.reload(using: ProfileService()) }
            }
        }
        .modifier(CardStyle())
        .toolbar { ProfileToolbar() }
        .onAppear { analytics.track("profile") }
    }
}

struct CardStyle: ViewModifier {
    private let theme = ThemeProvider()

    func body(content: Content) -> some View {
        content.padding().background(theme.cardColor)
    }
}

struct ProfileToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem { Button("Share") { ShareLinkService.shared.share() } }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
    }

    let sampleService = ProfileService()
}

#Preview("Loaded") {
    let service = ProfileService()
    ProfileView()
        .environmentObject(ProfileViewModel(service: service))
}
