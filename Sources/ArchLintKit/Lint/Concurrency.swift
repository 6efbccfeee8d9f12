import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `transform` over `items` on up to `jobs` threads; results in input order.
func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result) -> [Result] {
    if items.isEmpty { return [] }
    let workers = min(jobs, items.count)
    if workers <= 1 { return items.map(transform) }
    // Each result is made in its place in the array: made apart and moved in, every result was
    // written twice, and the pages of the array's copy were fresh ones to fault in.
    return Array(unsafeUninitializedCapacity: items.count) { results, count in
        let next = AtomicCounter()
        let buffer = SendableBuffer(results)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.increment()
                if index >= items.count { break }
                (buffer.pointer.baseAddress! + index).initialize(to: transform(items[index]))
            }
        }
        count = items.count
    }
}

/// `first()` and `transform` over `items` on up to `jobs` threads: one thread runs `first` while
/// the others map, then maps with them, so that neither waits for the other; results in input order.
func parallelMap<First: Sendable, Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, besides first: @Sendable () -> First,
                                                                     _ transform: @Sendable (Item) -> Result) -> (First, [Result]) {
    let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
    defer { firstResult.deallocate() }
    let pointer = SendablePointer(firstResult)
    // Index -1 is `first`, handed out before any item.
    let results = parallelMap(Array(-1..<items.count), jobs: jobs) { index -> Result? in
        guard index >= 0 else {
            pointer.pointer.initialize(to: first())
            return nil
        }
        return transform(items[index])
    }
    // Moved out: the pointer's memory is freed uninitialized.
    return (firstResult.move(), results.dropFirst().map { $0! })
}

private struct SendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}

/// Has the thread pool start a worker now, while this thread reads the configuration and the cache:
/// a run's first parallel step otherwise waited for the worker's creation, or ran on one thread.
func startWorkerThread(jobs: Int) {
    if jobs > 1 { DispatchQueue.global().async {} }
}

private struct SendableBuffer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<Element>
    init(_ pointer: UnsafeMutableBufferPointer<Element>) { self.pointer = pointer }
}

/// A counter shared by worker threads: work indices handed out one at a time, bytes of budget taken.
final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()

    /// Adds `amount` and returns the value before.
    func add(_ amount: Int) -> Int {
        lock.withLock {
            let current = value
            value += amount
            return current
        }
    }

    func increment() -> Int { add(1) }
}

/// A mutual-exclusion lock over pthreads (Foundation's `NSLock` would pull all of Foundation in).
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value computed on first use, once, whichever thread asks first; the others wait for it.
final class Lazy<Value>: @unchecked Sendable {
    private var computed: Value?
    private var make: (() -> Value)?
    private let lock = Lock()

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    init(computed value: Value) { computed = value }

    var value: Value {
        lock.withLock {
            if let computed { return computed }
            let value = make!()
            computed = value
            make = nil
            return value
        }
    }
}

/// Values computed on first use per key, once, whichever thread asks first (a project-wide count
/// per base class, asked by every file that reports one of its subclasses).
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = Lock()

    func value(for key: Key, _ make: () -> Value) -> Value {
        lock.withLock {
            if let value = values[key] { return value }
            let value = make()
            values[key] = value
            return value
        }
    }
}
