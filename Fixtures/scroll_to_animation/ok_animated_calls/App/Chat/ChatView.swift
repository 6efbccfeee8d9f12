import SwiftUI

struct ChatView: View {
    let last: Int

    var body: some View {
        ScrollViewReader { proxy in
            Button("a") { withAnimation { proxy.scrollTo(last) } }
            Button("b") { withAnimation(.spring(duration: 0.3)) { proxy.scrollTo(last, anchor: .bottom) } }
            Button("c") { withAnimation(nil) { proxy.scrollTo(last) } }
            Button("d") { withAnimation(.easeIn, { proxy.scrollTo(last) }) }
            Button("e") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { proxy.scrollTo(last) }
            }
            Button("f") { withTransaction(Transaction(animation: .default), { proxy.scrollTo(last) }) }
            Button("g") {
                withAnimation {
                    DispatchQueue.main.async { proxy.scrollTo(last) }
                }
            }
        }
    }
}
