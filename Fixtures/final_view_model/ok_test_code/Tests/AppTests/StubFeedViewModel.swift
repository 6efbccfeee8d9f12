@MainActor
class StubFeedViewModel {
    var posts: [String] = []
}
