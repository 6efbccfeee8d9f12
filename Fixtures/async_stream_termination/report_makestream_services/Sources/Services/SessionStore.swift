import Combine

final class SessionStore {
    private let subject = CurrentValueSubject<String?, Never>(nil)
    private var cancellables = Set<AnyCancellable>()

    var userIDs: AsyncStream<String?> {
        let (userIDs, continuation) = AsyncStream.makeStream(of: String?.self)
        subject.sink { continuation.yield($0) }.store(in: &cancellables)
        return userIDs
    }
}
