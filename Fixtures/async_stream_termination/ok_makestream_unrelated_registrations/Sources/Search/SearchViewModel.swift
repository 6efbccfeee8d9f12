@MainActor
final class SearchViewModel {
    private let service: SearchService
    private(set) var results: [String] = []

    init(service: SearchService) { self.service = service }

    func start() async {
        for await batch in service.results() { results = batch }
    }
}
