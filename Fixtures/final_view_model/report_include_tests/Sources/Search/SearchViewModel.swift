@MainActor
final class SearchViewModel {
    var query = ""
}
