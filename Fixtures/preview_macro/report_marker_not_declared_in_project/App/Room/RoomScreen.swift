import SwiftUI
import SnapshotKit

struct RoomScreen: View {
    var body: some View { Text("Room") }
}

struct RoomScreen_Previews: PreviewProvider, SnapshotTestable {
    static var previews: some View { RoomScreen() }
}
