final class Registry: @unchecked Sendable { // all fields behind mutexes
    var entries: [String] = []
}
