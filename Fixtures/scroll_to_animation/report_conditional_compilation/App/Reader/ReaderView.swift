import SwiftUI

struct ReaderView: View {
    var body: some View {
        ScrollViewReader { proxy in
            #if os(iOS)
            Button("a") { proxy.scrollTo(1) }
            #else
            Button("b") { proxy.scrollTo(2) }
            #endif
        }
    }
}
