import SwiftUI

extension ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(repository: ProfileRepository.shared)
    }
}
