final class SyncCoordinator {
    private var lastResult: Result<Date, SyncError>?

    func retryDecision(for result: Result<Date, SyncError>) -> Result<Bool, Error> {
        switch result {
        case .failure(.offline), .failure(.timedOut):
            return .success(true)
        case let .failure(failure):
            return .failure(SyncDecisionError.fatal("\(failure)"))
        case .success:
            if case .failure(.offline) = lastResult { return .failure(SyncDecisionError.stale) }
            return .success(false)
        }
    }
}
