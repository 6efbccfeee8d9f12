/// A fixed set of ASCII words, looked up by a token's bytes without making a String. A bit per
/// length and first byte turns most lookups away at once; for the rest, each word is packed into
/// two integers (its first eight bytes; the rest with the length in the top byte), so a lookup is
/// a hash and, nearly always, one comparison of two integers in an open-addressed table.
struct WordSet: Sendable {
    /// Words of at least this many bytes are not stored (and never found).
    static let lengthLimit = 16

    /// Bit `b % 64` of entry `2 * length + b / 64`: some word has that length and first byte `b`.
    private let lengthsAndFirstBytes: [UInt64]
    /// Two integers a slot, as `pack` gives them; a slot whose second integer has length 0 is empty.
    private let slots: [UInt64]
    private let slotMask: Int

    init<Words: Collection<String>>(_ words: Words) {
        // At most a quarter full: most tokens looked up are not in the set, and a miss probes
        // until an empty slot.
        var slotCount = 8
        while slotCount < 4 * words.count { slotCount *= 2 }
        var lengthsAndFirstBytes = [UInt64](repeating: 0, count: 2 * Self.lengthLimit)
        var slots = [UInt64](repeating: 0, count: 2 * slotCount)
        for word in words {
            let bytes = Array(word.utf8)
            precondition(!bytes.isEmpty && bytes.count < Self.lengthLimit && bytes.allSatisfy { $0 < 128 }, "not a short ASCII word: \(word)")
            lengthsAndFirstBytes[2 * bytes.count + Int(bytes[0] >> 6)] |= 1 << (bytes[0] & 63)
            let packed = bytes.withUnsafeBufferPointer { Self.pack($0, start: 0, length: $0.count) }
            var slot = Self.hash(packed.first, packed.rest) & (slotCount - 1)
            while slots[2 * slot + 1] != 0, slots[2 * slot + 1] != packed.rest || slots[2 * slot] != packed.first {
                slot = (slot + 1) & (slotCount - 1)
            }
            slots[2 * slot] = packed.first
            slots[2 * slot + 1] = packed.rest
        }
        self.lengthsAndFirstBytes = lengthsAndFirstBytes
        self.slots = slots
        slotMask = slotCount - 1
    }

    /// Whether `bytes[start..<start+length]` is one of the words.
    @inline(__always) func contains(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        guard length > 0, length < Self.lengthLimit else { return false }
        let first = bytes[start]
        guard first < 128, lengthsAndFirstBytes[2 * length + Int(first >> 6)] >> (first & 63) & 1 != 0 else { return false }
        let word = Self.pack(bytes, start: start, length: length)
        var slot = Self.hash(word.first, word.rest) & slotMask
        while true {
            let rest = slots[2 * slot + 1]
            if rest == word.rest, slots[2 * slot] == word.first { return true }
            if rest == 0 { return false }
            slot = (slot + 1) & slotMask
        }
    }

    /// The first eight bytes (little-endian, zero-padded), and the next seven with the length in
    /// the top byte. `length` is below 16.
    @inline(__always) private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (first: UInt64, rest: UInt64) {
        var first: UInt64 = 0
        var rest: UInt64 = 0
        if start + 16 <= bytes.count {
            let raw = UnsafeRawBufferPointer(bytes)
            first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
            rest = raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self).littleEndian
            if length < 8 {
                first &= (1 << (8 * UInt64(length))) &- 1
                rest = 0
            } else {
                rest &= (1 << (8 * UInt64(length - 8))) &- 1
            }
        } else {
            for offset in 0..<length {
                let byte = UInt64(bytes[start + offset])
                if offset < 8 { first |= byte << (8 * UInt64(offset)) } else { rest |= byte << (8 * UInt64(offset - 8)) }
            }
        }
        return (first, rest | UInt64(length) << 56)
    }

    @inline(__always) private static func hash(_ first: UInt64, _ rest: UInt64) -> Int {
        Int(truncatingIfNeeded: ((first ^ rest) &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }
}

/// A fixed set of endings, tested against a token's bytes without making a String. Bucketed by
/// last byte: most tokens end in a byte that no ending ends in, and are turned away at once.
public struct EndingSet: Sendable {
    /// Bucket `b` holds the endings whose last byte is `b`.
    private let buckets: [[[UInt8]]]
    /// An empty ending ends everything.
    private let hasEmptyEnding: Bool

    public init<Endings: Sequence<String>>(_ endings: Endings) {
        var buckets = [[[UInt8]]](repeating: [], count: 256)
        var hasEmptyEnding = false
        for ending in endings {
            let bytes = Array(ending.utf8)
            guard let last = bytes.last else {
                hasEmptyEnding = true
                continue
            }
            buckets[Int(last)].append(bytes)
        }
        self.buckets = buckets
        self.hasEmptyEnding = hasEmptyEnding
    }

    /// Whether `bytes[start..<end]` ends with one of the endings.
    func endsOne<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes, start: Int, end: Int) -> Bool where Bytes.Index == Int {
        if hasEmptyEnding { return true }
        guard end > start else { return false }
        for ending in buckets[Int(bytes[end - 1])] where ending.count <= end - start {
            var matched = 1
            while matched < ending.count, bytes[end - 1 - matched] == ending[ending.count - 1 - matched] { matched += 1 }
            if matched == ending.count { return true }
        }
        return false
    }
}

extension SourceFile {
    /// Whether token `index` spells one of `words` (any kind).
    func spells(_ index: Int, oneOf words: WordSet) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { words.contains($0, start: Int(token.offset), length: Int(token.length)) }
    }
}
