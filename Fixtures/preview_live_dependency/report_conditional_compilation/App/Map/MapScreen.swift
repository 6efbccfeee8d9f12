import SwiftUI

struct MapScreen: View {
    let locations: LocationService

    var body: some View { Text("Map") }
}

#if DEBUG
#Preview {
    MapScreen(locations: LocationService.shared)
}
#endif

#if os(iOS)
struct MapScreen_Previews: PreviewProvider {
    static var previews: some View { MapScreen(locations: LocationService.shared) }
}
#else
struct MapScreen_Previews: PreviewProvider {
    static var previews: some View { MapScreen(locations: LocationService.shared) }
}
#endif
