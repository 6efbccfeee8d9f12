import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var rows: [RowViewModel] = []

    // Nested types do not inherit the outer class's @MainActor.
    final class RowViewModel: ObservableObject, Identifiable {
        let id = UUID()
        @Published var isLiked = false
    }

    // Near-miss: isolated on its own.
    @MainActor
    final class HeaderViewModel: ObservableObject {
        @Published var title = "Feed"
    }

    // Near-miss: a struct.
    struct CellViewModel {
        let title: String
    }
}

@MainActor extension FeedViewModel {
    final class AdViewModel {
        var campaignID = ""
    }
}
