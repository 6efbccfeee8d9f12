/// Write `nonisolated(unsafe)` only with a reason.
enum Docs {
    static let text = """
        final class Box: @unchecked Sendable {}
        nonisolated(unsafe) var x = 0
        """
}
