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
}
