/// SplitMix64 (Steele, Lea and Flood, 2014). Written out here, with its own range reduction,
/// because neither `SystemRandomNumberGenerator` nor the standard library's `random(in:using:)`
/// promises the same sequence on every platform and Swift version; the corpus must.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` by multiply-shift (its bias, below 2⁻⁵⁰ here, does not matter).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<Element>(_ items: [Element]) -> Element { items[below(items.count)] }
}
