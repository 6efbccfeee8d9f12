import Combine
import Foundation

final class SearchService {
    private let queries = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private var lastQuery = ""
    private var continuation: AsyncStream<[String]>.Continuation?

    func results() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream<[String]>.makeStream()
        queries.sink { [weak self] query in self?.lastQuery = query }.store(in: &cancellables)
        NotificationCenter.default.addObserver(forName: .searchReset, object: nil, queue: nil) { [weak self] _ in
            self?.continuation?.yield([])
        }
        self.continuation = continuation
        continuation.yield([])
        return stream
    }
}

extension Notification.Name {
    static let searchReset = Notification.Name("SearchReset")
}
