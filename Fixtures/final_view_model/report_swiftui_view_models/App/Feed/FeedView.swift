import SwiftUI

struct FeedView: View {
    @StateObject var viewModel: FeedViewModel

    var body: some View {
        List(viewModel.posts) { post in Text(post.title) }
            .task { await viewModel.load() }
    }
}
