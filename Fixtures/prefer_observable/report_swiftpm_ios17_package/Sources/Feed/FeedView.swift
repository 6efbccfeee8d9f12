import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedViewModel(api: LiveFeedAPI())

    var body: some View {
        List(model.posts, id: \.self) { Text($0) }
            .task { await model.refresh() }
    }
}
