import SwiftUI

struct TimelineView: View {
    func animated(_ proxy: ScrollViewProxy) {
        withAnimation { proxy.scrollTo("top") }
    }

    func jumped(_ proxy: ScrollViewProxy) {
        proxy.scrollTo("top")
    }
}
