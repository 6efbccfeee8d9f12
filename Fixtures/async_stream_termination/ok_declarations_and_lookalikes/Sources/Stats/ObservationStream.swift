import Observation

/// Re-arms `withObservationTracking` through a local helper named `observe`: a helper, no registration.
func observationStream<T>(_ read: @escaping () -> T) -> AsyncStream<T> {
    AsyncStream { continuation in
        @Sendable func observe() {
            let value = withObservationTracking {
                read()
            } onChange: {
                Task { @MainActor in observe() }
            }
            continuation.yield(value)
        }
        observe()
    }
}
