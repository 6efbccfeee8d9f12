import Combine
import XCTest

func values<P: Publisher>(of publisher: P) -> AsyncStream<P.Output> where P.Failure == Never {
    let (stream, continuation) = AsyncStream<P.Output>.makeStream()
    _ = publisher.sink { continuation.yield($0) }
    return stream
}
