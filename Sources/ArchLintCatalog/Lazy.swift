#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A lock and a lazy value, here and not in ArchLintKit: the catalog's rationale and examples are
// parsed on first read, and ArchLintKit, which imports this module, uses both throughout.

/// A mutual-exclusion lock over pthreads (Foundation's `NSLock` would pull all of Foundation in).
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value computed on first use, once, whichever thread asks first; the others wait for it.
package final class Lazy<Value>: @unchecked Sendable {
    private var computed: Value?
    private var make: (() -> Value)?
    private let lock = Lock()

    package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    package init(computed value: Value) { computed = value }

    package var value: Value {
        lock.withLock {
            if let computed { return computed }
            let value = make!()
            computed = value
            make = nil
            return value
        }
    }
}
