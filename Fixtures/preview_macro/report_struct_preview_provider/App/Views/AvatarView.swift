import SwiftUI

struct AvatarView: View {
    var body: some View { Circle() }
}

struct AvatarView_Previews: PreviewProvider {
    static var previews: some View { AvatarView() }
}
