final class Singletons {
    // swiftlint:disable:next identifier_name because it is thread safe
    nonisolated(unsafe) static var _shared = Singletons()

    // archlint:disable:next init_injection since the lock guards it
    nonisolated(unsafe) static var fallback = Singletons()

    // MARK: - Thread-safe storage
    nonisolated(unsafe) static var storage: [String: Int] = [:]
}
