import SwiftUI

struct ChatView: View {
    let messages: [Int]

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                Button("Bottom") { proxy.scrollTo(messages.last) }
                    .animation(.default, value: messages)
            }
            ScrollViewReader { (reader) in
                Button("Top") { reader.scrollTo(0, anchor: .top) }
            }
            ScrollViewReader { (typed: ScrollViewProxy) in
                Button("Middle") { typed.scrollTo(5) }
            }
            ScrollViewReader(content: { inner in
                Text("x").onChange(of: messages.count) { inner.scrollTo(1) }
            })
        }
    }
}
