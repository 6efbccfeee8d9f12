import SwiftUI

struct TimelineView: View {
    let posts: [Int]
    @State private var pinned: Int?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollViewReader { other in
                List(posts, id: \.self) { Text("\($0)") }
                    .onChange(of: pinned) { other.scrollTo(pinned) }
                    .onChange(of: posts) { withAnimation { proxy.scrollTo(posts.first) } }
            }
        }
    }

    func scrollToEnd(_ proxy: ScrollViewProxy, animated: Bool) {
        if animated {
            withAnimation { proxy.scrollTo("end") }
        } else {
            proxy.scrollTo("end")
        }
    }
}
