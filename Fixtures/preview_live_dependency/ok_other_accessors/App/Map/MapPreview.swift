import SwiftUI

struct MapScreen: View {
    let locations: LocationService

    var body: some View { Text("Map") }
}

#Preview {
    MapScreen(locations: LocationService.live)
    MapScreen(locations: LocationService.default)
    MapScreen(locations: LocationService.current)
}
