import SwiftUI

struct ProfileView: View {
    let profile: Profile

    var body: some View { Text(profile.name) }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(profile: .preview)
            .environment(Theme.shared)
            .environment(UserPreferences.shared)
        ProfileView(profile: ServerFixture.standard.owner)
        ProfileView(profile: .mock)
    }
}
