#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Path order (rules.md): the UTF-8 bytes compared one by one. `memcmp` over the contiguous
    /// storage; the generic `utf8.lexicographicallyPrecedes` cost a few milliseconds per run.
    func precedesInPathOrder(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                compareBytes(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) < 0
            }
        }
        return (fast ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}

/// Byte order of two buffers, as `memcmp` with the shorter first on a tie: path order.
func compareBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int32 {
    let common = min(left.count, right.count)
    let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
    if order != 0 { return order }
    return left.count < right.count ? -1 : (left.count > right.count ? 1 : 0)
}

extension Array where Element == String {
    /// Where `path` belongs in these paths, which are in path order: the position of the first
    /// that does not precede it.
    func positionInPathOrder(of path: String) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].precedesInPathOrder(path) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
