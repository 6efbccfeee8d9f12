import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View { Text("\(count)") }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(count: 3)
    }
}
