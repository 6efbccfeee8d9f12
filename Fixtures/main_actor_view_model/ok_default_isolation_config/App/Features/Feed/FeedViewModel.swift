import Foundation

// The module's default isolation (from .archlint.yml) is MainActor.
final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
}

@Observable
final class ComposerViewModel {
    var draft = ""
}
