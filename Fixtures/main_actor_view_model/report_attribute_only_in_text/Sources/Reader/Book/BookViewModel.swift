import Foundation

let bookBannerTemplate = """
    Reading \(String(localized: "now")) — powered by
    @MainActor
    """
final class BookViewModel: ObservableObject {
    @Published var chapter = 1
    let isolationNote = #"@MainActor final class BookViewModel"#
}

let attributePattern = /@MainActor\s*/
@preconcurrency
final class ChapterViewModel: ObservableObject {
    @Published var pages: [String] = []
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class HighlightsViewModel: ObservableObject {
    @Published var highlights: [String] = []
}

@available(iOS, deprecated: 18.0, message: "Mark replacements @MainActor")
final class NotesViewModel {
    var notes: [String] = []
}

// Near-miss: a real attribute after the regex-like text.
@MainActor
final class SearchViewModel: ObservableObject {
    static let pattern = #/@MainActor|class \w+ViewModel/#
    @Published var query = ""
}
