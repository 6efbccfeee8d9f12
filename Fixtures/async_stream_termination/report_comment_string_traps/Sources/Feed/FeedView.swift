import SwiftUI

struct FeedView: View {
    let updates: FeedUpdates
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .task {
                // AsyncStream { $0.onTermination = nil } would be the fix
                for await value in updates.counts() { count = value }
            }
    }
}
