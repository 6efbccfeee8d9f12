import SwiftUI

struct QueueSheet: View {
    let compact: Bool

    var body: some View {
        ScrollViewReader { proxy in
            List { Text("now") }
            #if os(iOS)
            .if(compact, then: { view in
                view.listStyle(.plain)
            })
            #endif
            .onAppear {
                // Nested closures inside the hook are part of it.
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    proxy.scrollTo("now-playing", anchor: .center)
                }
            }
        }
    }
}

extension View {
    func `if`(_ condition: Bool, then transform: (Self) -> some View) -> some View { self }
}
