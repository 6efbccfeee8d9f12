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
    let slots = UnsafeMutableBufferPointer<Result>.allocate(capacity: items.count)
    defer { slots.deallocate() }
    let next = AtomicCounter()
    let buffer = SendableBuffer(slots)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.increment()
            if index >= items.count { break }
            (buffer.pointer.baseAddress! + index).initialize(to: transform(items[index]))
        }
    }
    // Every slot was initialized once; the results are moved out, not copied (a copy retained what
    // another thread's result held, and the slots' release let it go again).
    return Array(unsafeUninitializedCapacity: items.count) { results, count in
        _ = results.moveInitialize(fromContentsOf: slots)
        count = items.count
    }
}

/// Has the thread pool start a worker now, while this thread reads the configuration and the cache:
/// a run's first parallel step otherwise waited for the worker's creation, or ran on one thread.
func startWorkerThread(jobs: Int) {
    if jobs > 1 { DispatchQueue.global().async {} }
}

/// `first()` and `second()`, on two threads when `jobs` allows.
func inParallel<First: Sendable, Second: Sendable>(jobs: Int, _ first: @Sendable () -> First,
                                                   _ second: @Sendable () -> Second) -> (First, Second) {
    guard jobs > 1 else { return (first(), second()) }
    let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
    let secondResult = UnsafeMutablePointer<Second>.allocate(capacity: 1)
    defer {
        firstResult.deallocate()
        secondResult.deallocate()
    }
    let results = SendablePair(firstResult, secondResult)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 { results.first.initialize(to: first()) } else { results.second.initialize(to: second()) }
    }
    // Moved out: the pointers' memory is freed uninitialized.
    return (firstResult.move(), secondResult.move())
}

private struct SendablePair<First, Second>: @unchecked Sendable {
    let first: UnsafeMutablePointer<First>
    let second: UnsafeMutablePointer<Second>
    init(_ first: UnsafeMutablePointer<First>, _ second: UnsafeMutablePointer<Second>) {
        self.first = first
        self.second = second
    }
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
