@testable import Search

@MainActor
class StubResultsViewModel {
    var results: [String] = ["a", "b"]
}
