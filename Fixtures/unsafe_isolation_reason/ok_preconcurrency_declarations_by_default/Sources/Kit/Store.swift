public struct StoreOf<R> {
    @preconcurrency @MainActor
    public func send(_ action: R) {}
}
