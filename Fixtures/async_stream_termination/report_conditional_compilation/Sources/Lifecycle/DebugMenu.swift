final class DebugMenu {
    func register(_ action: @escaping () -> Void) {}

    var taps: AsyncStream<Void> {
        AsyncStream { continuation in
            #if DEBUG
            register { continuation.yield() }
            #endif
        }
    }
}
