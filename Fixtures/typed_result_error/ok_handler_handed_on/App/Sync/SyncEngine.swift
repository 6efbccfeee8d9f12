final class SyncEngine {
    private var pending: [(Result<Int, Error>) -> Void] = []
    private let transport: Transport

    init(transport: Transport) {
        self.transport = transport
    }

    func push(_ changes: [String], completion: @escaping (Result<Int, Error>) -> Void) {
        guard !changes.isEmpty else { return completion(.failure(SyncError.nothingToPush)) }
        transport.send(changes, completion: completion)
    }

    func enqueue(completion: @escaping (Result<Int, Error>) -> Void) {
        guard pending.count < 10 else { return completion(.failure(SyncError.queueFull)) }
        pending.append(completion)
    }

    func relay(completion: @escaping (Result<Int, Error>) -> Void) {
        transport.lastResult { result in
            guard result != nil else { return completion(.failure(SyncError.nothingToPush)) }
            completion(result!)
        }
    }

    func flush(_ error: Error) {
        pending.forEach { $0(.failure(error)) }
    }
}
