import SwiftUI

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

extension ProfileView {
    struct Previews: PreviewProvider {
        static var previews: some View { ProfileView() }

        struct Sample {
            let name = "Ada"
        }
    }
}
