import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View { Text("\(count)") }
}

// Kept for the iOS 16 target.
// archlint:disable:next preview_macro
struct BadgeView_Previews: PreviewProvider {
    static var previews: some View { BadgeView(count: 3) }
}
