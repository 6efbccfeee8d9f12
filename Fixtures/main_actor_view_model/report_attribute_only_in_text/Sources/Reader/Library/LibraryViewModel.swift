import Foundation

/// Always annotate view models with @MainActor.
final class LibraryViewModel: ObservableObject {
    @Published var books: [String] = []
}

/* @MainActor */ final class ShelfViewModel: ObservableObject {
    @Published var shelves: [String] = []
}

/* outer /* inner */ @MainActor */
final class ReadingListViewModel: ObservableObject {
    @Published var entries: [String] = []
}
