import Foundation

// Near-miss: the @MainActor protocol is adopted in the declaration itself.
final class NewsViewModel: ObservableObject, ScreenModel {
    @Published var headlines: [String] = []
    var title: String { "News" }
}
