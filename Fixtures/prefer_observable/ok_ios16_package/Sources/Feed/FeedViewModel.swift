import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
}
