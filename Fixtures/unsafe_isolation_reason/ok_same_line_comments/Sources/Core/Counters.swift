import Foundation

final class Counter: @unchecked Sendable { // guarded by an os_unfair_lock
    private var value = 0
}

enum Counters {
    /* main-thread only */ nonisolated(unsafe) static var launches = 0
    nonisolated(unsafe) static var crashes = 0 /// written by the crash reporter's serial queue
}
