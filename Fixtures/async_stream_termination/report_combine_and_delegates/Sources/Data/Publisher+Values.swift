import Combine

extension Publisher where Output: Sendable {
    var bufferedValues: AsyncThrowingStream<Output, Error> {
        AsyncThrowingStream<Output, Error>(bufferingPolicy: .bufferingNewest(8)) { continuation in
            let cancellable = sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { continuation.finish(throwing: error) }
                    else { continuation.finish() }
                },
                receiveValue: { continuation.yield($0) }
            )
            _ = cancellable
        }
    }
}
