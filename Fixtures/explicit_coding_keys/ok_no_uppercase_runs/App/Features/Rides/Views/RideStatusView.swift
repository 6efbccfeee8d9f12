import SwiftUI

struct RideStatusView: View {
    let ride: RideDTO
    @State private var driverPhotoURL: URL?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Arriving \(ride.pickupEta, style: .relative)")
            if let url = driverPhotoURL ?? ride.vehiclePhotoUrl {
                AsyncImage(url: url).frame(width: 64, height: 64)
            }
        }
    }
}
