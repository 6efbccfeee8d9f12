import Combine

final class SessionStore {
    private let subject = CurrentValueSubject<String?, Never>(nil)

    var userIDs: AsyncStream<String?> {
        let (userIDs, continuation) = AsyncStream.makeStream(of: String?.self)
        continuation.onTermination = { _ in }
        let cancellable = subject.sink { continuation.yield($0) }
        continuation.onTermination = { _ in cancellable.cancel() }
        return userIDs
    }
}
