import Foundation

struct Filters {
    func check(a: Int?, b: Int?, list: [Int], flag: Bool, x: AnyObject, y: AnyObject) -> Bool {
        if a != b, a!=b, x !== y, x!==y { return false }
        if !flag && !list.isEmpty { return !flag }
        let values = [!flag, (!flag), flag || !flag]
        guard !list.isEmpty else { return !values.isEmpty }
        let toggled = flag ? !flag : !(flag)
        return send(value: !toggled) && !flag
    }

    func send(value: Bool) -> Bool { value }

    /// SIMD's pointwise operators start with a dot: `.!` here is a prefix operator, not a key path's `!`.
    func pointwise(_ mask: SIMDMask<SIMD4<Int32>>, _ a: SIMD4<Int32>, _ b: SIMD4<Int32>) -> SIMDMask<SIMD4<Int32>> {
        let unequal = a .!= b
        return .!mask .& unequal .| (.!unequal)
    }
}
