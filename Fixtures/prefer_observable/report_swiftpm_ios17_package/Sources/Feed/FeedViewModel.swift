import Combine
import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [String] = []
    @Published var isLoading = false
    private let api: FeedAPI

    init(api: FeedAPI) { self.api = api }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        posts = (try? await api.latest()) ?? []
    }
}
