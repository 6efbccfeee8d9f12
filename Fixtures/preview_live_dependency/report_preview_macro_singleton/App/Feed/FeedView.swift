import SwiftUI

struct FeedView: View {
    @State var viewModel: FeedViewModel

    var body: some View {
        List(viewModel.posts, id: \.self) { Text($0) }
    }
}

#Preview {
    FeedView(viewModel: FeedViewModel(api: APIClient.shared))
}
