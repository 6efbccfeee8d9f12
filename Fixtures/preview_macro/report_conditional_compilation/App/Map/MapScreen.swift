import SwiftUI

struct MapScreen: View {
    var body: some View { Text("Map") }
}

#if os(iOS)
struct MapScreen_Previews: PreviewProvider {
    static var previews: some View { MapScreen().previewDevice("iPhone 15") }
}
#else
struct MapScreen_Previews: PreviewProvider {
    static var previews: some View { MapScreen() }
}
#endif

#if DEBUG
struct MapScreenCompact_Previews: PreviewProvider {
    static var previews: some View { MapScreen() }
}
#endif
