import Foundation

final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
}

@MainActor extension FeedViewModel {
    func refresh() async {
        posts = ["Welcome"]
    }
}
