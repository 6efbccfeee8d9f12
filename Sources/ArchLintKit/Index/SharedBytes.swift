#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMappingGuard

/// Read-only bytes shared without copying: a memory-mapped file (the index cache, whose pages
/// come straight from the page cache, with no copy into a fresh buffer) or a copied array.
final class SharedBytes: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    private let mapped: Bool
    /// The mapping's `archlint_guard_mapping` number; -1 for a copy or an unguarded mapping.
    private let guardNumber: Int32

    init(_ bytes: [UInt8]) {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { if let source = $0.baseAddress { copy.copyMemory(from: source, byteCount: bytes.count) } }
        base = UnsafeRawPointer(copy)
        count = bytes.count
        mapped = false
        guardNumber = -1
    }

    /// Maps the regular file at `path` whole; nil when it cannot be opened or mapped, or is empty.
    /// archlint only ever replaces the cache file by a rename, so the mapped pages stay those of the
    /// file that was opened; another program truncating it in place makes the rest read as zeros
    /// (`isDamaged`), never a SIGBUS. Opened without blocking: a FIFO put in its place is refused.
    init?(mapping path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        // Not prefaulted (`MAP_POPULATE`): an editor's run over one file reads a few of the cache's
        // trees, which are most of the file, and mapping them all cost more than its faults.
        guard let pointer = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), pointer != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(pointer)
        count = Int(info.st_size)
        mapped = true
        guardNumber = archlint_guard_mapping(pointer, count)
    }

    /// Whether the mapped file shrank while mapped: its bytes read as zeros since, and what was read
    /// from them is not to be trusted.
    var isDamaged: Bool { archlint_mapping_is_damaged(guardNumber) != 0 }

    deinit {
        archlint_unguard_mapping(guardNumber)
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }
}

/// A range of `SharedBytes`, indexed like an `ArraySlice` (by positions in the whole buffer).
struct ByteSlice: Sendable {
    let storage: SharedBytes
    let startIndex: Int
    let endIndex: Int

    init(_ storage: SharedBytes) {
        self.storage = storage
        startIndex = 0
        endIndex = storage.count
    }

    init(_ bytes: [UInt8]) { self.init(SharedBytes(bytes)) }

    private init(_ storage: SharedBytes, _ range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    var count: Int { endIndex - startIndex }

    subscript(position: Int) -> UInt8 {
        precondition(position >= startIndex && position < endIndex, "byte position out of range")
        return storage.base.load(fromByteOffset: position, as: UInt8.self)
    }

    subscript(range: Range<Int>) -> ByteSlice {
        precondition(range.lowerBound >= startIndex && range.upperBound <= endIndex, "byte range out of range")
        return ByteSlice(storage, range)
    }

    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage.base + startIndex, count: count))
    }

    var array: [UInt8] { withUnsafeBytes { Array($0) } }

    /// Another slice of the same storage (positions are the storage's, as this slice's indices are).
    func sibling(_ range: Range<Int>) -> ByteSlice {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "byte range out of range")
        return ByteSlice(storage, range)
    }
}
