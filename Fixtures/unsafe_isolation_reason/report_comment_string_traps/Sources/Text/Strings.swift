enum Strings {
    nonisolated(unsafe) static var greeting = "safe: guarded by the main thread"
    static let help = """
        // Safe because the lock guards it.
        """
    nonisolated(unsafe) static var title = #"// thread safe"#
    nonisolated(unsafe) static var pattern = /safe|lock/
    // nonisolated(unsafe) static var commentedOut = 0
    static let documentation = "nonisolated(unsafe) var x = 0"
}
