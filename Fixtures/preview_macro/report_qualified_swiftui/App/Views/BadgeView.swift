import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View { Text("\(count)") }
}

struct BadgeView_Previews: SwiftUI.PreviewProvider {
    static var previews: some View { BadgeView(count: 2) }
}

struct CounterPreviews {}

extension CounterPreviews: SwiftUI.PreviewProvider {
    static var previews: some View { BadgeView(count: 9) }
}
