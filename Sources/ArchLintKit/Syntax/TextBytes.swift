/// Text built as UTF-8 bytes and made into a `String` once (a finding's message, the text report):
/// appending each part to a growing `String` cost a few hundred instructions a part.
struct TextBytes {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func add(_ part: String) {
        if part.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: part.utf8) }
    }

    mutating func add(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "") {
        add(first)
        add(second)
        add(third)
        add(fourth)
    }

    mutating func add(byte: UInt8) { bytes.append(byte) }

    /// The names joined by `, `, or `none`.
    mutating func add(list names: [String], none: String) {
        guard !names.isEmpty else { return add(none) }
        for position in names.indices {
            if position > 0 { add(", ") }
            add(names[position])
        }
    }

    /// `value` in decimal, as `String(value)` spells it.
    mutating func add(decimal value: Int) {
        guard value >= 0 else { return add(String(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count, rest = value
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: digits[start...])
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
