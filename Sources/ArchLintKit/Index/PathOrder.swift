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
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        return (fast ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
