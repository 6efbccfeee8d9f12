import SwiftUI

struct GalleryView: View {
    let items: [Item]

    var body: some View {
        ForEach(items) { item in
            #if os(iOS)
            Text(item.name).id(UUID())
            #elseif os(macOS)
            Text(item.name).id(Date())
            #else
            Text(item.name).id(item.id)
            #endif
        }
    }
}
