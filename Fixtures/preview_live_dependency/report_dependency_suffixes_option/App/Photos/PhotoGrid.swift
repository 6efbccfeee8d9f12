import SwiftUI

struct PhotoGrid: View {
    let store: PhotoStore

    var body: some View { Text("Photos") }
}

#Preview {
    PhotoGrid(store: PhotoStore.shared)
}
