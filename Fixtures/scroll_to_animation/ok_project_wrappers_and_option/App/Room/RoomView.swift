import SwiftUI

struct RoomView: View {
    var body: some View {
        ScrollViewReader { proxy in
            Button("a") { withElementAnimation(.default) { proxy.scrollTo("latest") } }
            Button("b") { Motion.perform { proxy.scrollTo("latest") } }
            Button("c") { animateInFramework { proxy.scrollTo("latest") } }
            Button("d") { self.animated { proxy.scrollTo("latest") } }
        }
    }
}
