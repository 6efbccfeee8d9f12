import SwiftUI

extension BadgeView_Previews: PreviewProvider {
    static var previews: some View { BadgeView(count: 1) }
}
