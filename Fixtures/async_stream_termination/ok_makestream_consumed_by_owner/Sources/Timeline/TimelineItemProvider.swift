import Combine
import Foundation

protocol TimelineListener: AnyObject {}

final class TimelineItemProvider {
    private var subscription: AnyCancellable?
    private var consumer: Task<Void, Never>?
    private(set) var items: [String] = []

    init(updates: AnyPublisher<[String], Never>) {
        let (diffStream, diffContinuation) = AsyncStream<[String]>.makeStream()

        consumer = Task { [weak self] in
            for await diff in diffStream {
                self?.items.append(contentsOf: diff)
            }
        }

        subscription = updates.sink { diff in
            diffContinuation.yield(diff)
        }
    }

    deinit {
        subscription?.cancel()
        consumer?.cancel()
    }
}
