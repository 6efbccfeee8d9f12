import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View { Text("\(count)") }
}

#Preview("Three", traits: .sizeThatFitsLayout) {
    BadgeView(count: 3)
}

#Preview {
    BadgeView(count: 0)
}
