import SwiftUI

struct ProfileView: View {
    let repository: ProfileRepository

    var body: some View { Text("Profile") }
}

struct ProfileView_Previews {}
