import SwiftUI

struct RoomScreen: View {
    var body: some View { Text("Room") }
}

struct RoomScreen_Previews: PreviewProvider, TestablePreview {
    static var previews: some View { RoomScreen() }
}
