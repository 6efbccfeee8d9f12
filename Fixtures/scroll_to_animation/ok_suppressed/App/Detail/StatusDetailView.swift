import SwiftUI

struct StatusDetailView: View {
    let focused: Int

    var body: some View {
        ScrollViewReader { proxy in
            Button("Load") {
                proxy.scrollTo(focused) // archlint:disable:this scroll_to_animation
            }
        }
    }
}
