/// Values by name, looked up with the name's UTF-8 bytes where they lie (a cached file's encoded
/// facts), so no `String` is made or hashed: the architecture views look up thousands of names,
/// and decoding and hashing them as strings cost more than the rest of the graph. Open
/// addressing on the names' hashes (`NameTable.hash`); the first value given for a name stays.
struct NameTable<Value> {
    /// Per slot, 0 when empty, else the entry's position plus one in the low 32 bits and the high
    /// 32 bits of the name's hash (its tag) in the high ones. A power of two, at most half full. A
    /// probe rejects a slot whose tag differs without reading its entry: most names looked up are
    /// absent, and each dependent read (slot, entry, name bytes) was a cache miss in a large table.
    private var slots: [UInt64]
    private var entries: [(key: Key, value: Value)] = []
    /// The entries' names, one after another.
    private var keyBytes: [UInt8] = []

    /// Where an entry's name lies in `keyBytes`, and a name of up to 16 bytes as `words` gives
    /// it, compared in the entry without reading `keyBytes`.
    private struct Key {
        var start: Int32
        var count: Int32
        var words: (UInt64, UInt64)
    }

    init(minimumCapacity: Int) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        entries.reserveCapacity(minimumCapacity)
        // (Names average under 32 bytes; a larger one grows the buffer once more.)
        keyBytes.reserveCapacity(32 * minimumCapacity)
    }

    var count: Int { entries.count }

    /// Adds `value` for `name` unless the name has one already.
    mutating func insertIfAbsent(_ name: String, _ value: Value) {
        Self.withBytes(of: name) { insertIfAbsent($0, value) }
    }

    mutating func insertIfAbsent(_ name: UnsafeRawBufferPointer, _ value: Value) {
        _ = entry(inserting: name, value)
    }

    /// The name's position among the names in the order they were added (0, 1, …), added with
    /// `value` when absent: a number for each distinct name, found by its bytes.
    mutating func position(of name: UnsafeRawBufferPointer, inserting value: Value) -> Int {
        entry(inserting: name, value)
    }

    /// Changes the value of `name` in place, `initial` first when the name has none.
    mutating func update(_ name: String, initial: Value, _ change: (inout Value) -> Void) {
        Self.withBytes(of: name) { update($0, initial: initial, change) }
    }

    mutating func update(_ name: UnsafeRawBufferPointer, initial: Value, _ change: (inout Value) -> Void) {
        change(&entries[entry(inserting: name, initial)].value)
    }

    /// The value of the name at `position` (as `position(of:inserting:)` numbers them).
    subscript(position position: Int) -> Value {
        get { entries[position].value }
        set { entries[position].value = newValue }
    }

    /// The position in `entries` of `name`, added with `value` when absent.
    private mutating func entry(inserting name: UnsafeRawBufferPointer, _ value: Value) -> Int {
        let hash = Self.hash(name)
        let (slot, found) = probe(name, hash)
        if found >= 0 { return found }
        slots[slot] = Self.tag(hash) | UInt64(entries.count + 1)
        entries.append((Key(start: Int32(keyBytes.count), count: Int32(name.count), words: Self.words(name)), value))
        // As typed bytes: appending raw ones went a byte at a time.
        keyBytes.append(contentsOf: name.assumingMemoryBound(to: UInt8.self))
        if 2 * entries.count > slots.count { grow() }
        return entries.count - 1
    }

    /// Each name and its value, in the order they were added.
    var namesAndValues: [(name: String, value: Value)] {
        entries.map { (String(decoding: keyBytes[Int($0.key.start)..<Int($0.key.start + $0.key.count)], as: UTF8.self), $0.value) }
    }

    subscript(name: String) -> Value? {
        Self.withBytes(of: name) { self[$0] }
    }

    /// The string's UTF-8 bytes where they lie when it holds them contiguously (no copy of the
    /// string, no retain), else those of a copy.
    @inline(__always) private static func withBytes<Result>(of name: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        var name = name
        return name.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    subscript(name: UnsafeRawBufferPointer) -> Value? {
        let found = probe(name, Self.hash(name)).entry
        return found >= 0 ? entries[found].value : nil
    }

    /// The slot holding `name` and its entry, or the empty slot where it would go and -1.
    @inline(__always) private func probe(_ name: UnsafeRawBufferPointer, _ hash: UInt64) -> (slot: Int, entry: Int) {
        let tag = Self.tag(hash), mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.firstSlot(hash, mask: mask)
            while true {
                let word = slots[slot]
                if word == 0 { return (slot, -1) }
                let entry = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
                if word & ~0xFFFF_FFFF == tag, matches(entry, name) { return (slot, entry) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The hash's high half, where a slot keeps it.
    @inline(__always) private static func tag(_ hash: UInt64) -> UInt64 { hash & ~0xFFFF_FFFF }

    /// Eight bytes at a time, each word rotated in and multiplied (as rustc's FxHash does), the
    /// length and the high bits mixed in at the end; not stored anywhere. Byte by byte (FNV-1a),
    /// hashing was half the cost of a lookup. Inlined: it runs on every lookup.
    @inline(__always) static func hash(_ name: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x517c_c1b7_2722_0a95
        var value = UInt64(name.count)
        var offset = 0
        while offset + 8 <= name.count {
            value = ((value << 5 | value >> 59) ^ name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            offset += 8
        }
        // The last bytes read as one word too: the word ending the name (overlapping the one
        // before), two overlapping halves for four to seven bytes, else byte by byte.
        if offset < name.count {
            let tail: UInt64
            if name.count >= 8 {
                tail = name.loadUnaligned(fromByteOffset: name.count - 8, as: UInt64.self)
            } else if name.count >= 4 {
                tail = UInt64(name.loadUnaligned(as: UInt32.self)) << 32 | UInt64(name.loadUnaligned(fromByteOffset: name.count - 4, as: UInt32.self))
            } else {
                tail = name.reduce(0) { $0 << 8 | UInt64($1) }
            }
            value = ((value << 5 | value >> 59) ^ tail) &* multiplier
        }
        return value ^ value >> 29
    }

    /// The slot a probe for `hash` starts at in a table of `mask + 1` slots. (The high bits folded
    /// in: a multiplicative hash's low bits depend on the low bits only.)
    @inline(__always) static func firstSlot(_ hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash ^ hash >> 32) & mask }

    @inline(__always) private func matches(_ entry: Int, _ name: UnsafeRawBufferPointer) -> Bool {
        let key = entries[entry].key
        guard Int(key.count) == name.count else { return false }
        if name.count <= 16 { return key.words == Self.words(name) }
        return keyBytes.withUnsafeBytes { Self.equal(UnsafeRawBufferPointer(rebasing: $0[Int(key.start)..<Int(key.start + key.count)]), name) }
    }

    /// A name of up to 16 bytes as two words that differ for any two names of one such length
    /// (as `equal` reads them: the first word and the one ending the name, or two overlapping
    /// halves, or the bytes one by one); zero for a longer name.
    @inline(__always) static func words(_ name: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        let count = name.count
        if count > 16 { return (0, 0) }
        if count >= 8 { return (name.loadUnaligned(as: UInt64.self), name.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
        if count >= 4 {
            return (UInt64(name.loadUnaligned(as: UInt32.self)) << 32 | UInt64(name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)), 0)
        }
        return (name.reduce(0) { $0 << 8 | UInt64($1) }, 0)
    }

    /// Whether two names of one length hold the same bytes, a word at a time, the last bytes as
    /// one word ending the name (overlapping the one before) or two overlapping halves: calling
    /// `memcmp` for names this short cost more than comparing them, and so did a loop for the
    /// last bytes.
    @inline(__always) static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let count = left.count
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0..<count where left[offset] != right[offset] { return false }
        return true
    }

    /// Doubles the slots, each name rehashed from its bytes (the entries keep no hash).
    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        keyBytes.withUnsafeBytes { keyBytes in
            for position in entries.indices {
                let key = entries[position].key
                let hash = Self.hash(UnsafeRawBufferPointer(rebasing: keyBytes[Int(key.start)..<Int(key.start + key.count)]))
                var slot = Self.firstSlot(hash, mask: mask)
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Self.tag(hash) | UInt64(position + 1)
            }
        }
    }
}

extension NameTable: Sendable where Value: Sendable {}

extension NameTable where Value == TypeReferences {
    /// The table as it is, slots (their entries) and hashes included, for `init(restoring:)`:
    /// restoring it rehashes and probes nothing, and reads each array as words where they lie.
    /// (`hash` is seedless, so the slots stay valid in any process.)
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(slots.count))
        writer.write(UInt64(entries.count))
        writer.writeRaw(slots.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) })
        writer.writeRaw(keyBytes.withUnsafeBytes { keyBytes in
            entries.map { Self.hash(UnsafeRawBufferPointer(rebasing: keyBytes[Int($0.key.start)..<Int($0.key.start + $0.key.count)])) }
        })
        writer.writeRaw(entries.map { $0.key.start + $0.key.count })
        var referenceEnds: [Int32] = [], references: [Int32] = []
        for entry in entries {
            for reference in entry.value { references += [reference.file, reference.declaration] }
            referenceEnds.append(Int32(references.count / 2))
        }
        writer.writeRaw(referenceEnds)
        writer.write(UInt64(references.count / 2))
        writer.writeRaw(references)
        writer.write(UInt64(keyBytes.count))
        writer.append(keyBytes)
    }

    /// A table `encode` wrote, each reference checked by `isValid`; throws on anything
    /// inconsistent (a slot past the entries, names or references out of order), so that no
    /// lookup can go astray.
    init(restoring reader: inout BinaryReader, isValid: (TypeReference) -> Bool) throws {
        let slotCount = try reader.readCount(), entryCount = try reader.readCount()
        // A power of two, at most half full: a probe always meets an empty slot.
        guard slotCount >= 16, slotCount & (slotCount - 1) == 0, 2 * entryCount <= slotCount else { throw BinaryReader.Corrupt() }
        let slotEntries: [Int32] = try reader.readRaw(count: slotCount)
        guard slotEntries.allSatisfy({ $0 >= 0 && Int($0) <= entryCount }) else { throw BinaryReader.Corrupt() }
        let hashes: [UInt64] = try reader.readRaw(count: entryCount)
        slots = slotEntries.map { $0 == 0 ? 0 : Self.tag(hashes[Int($0) - 1]) | UInt64($0) }
        let keyEnds: [Int32] = try reader.readRaw(count: entryCount)
        let referenceEnds: [Int32] = try reader.readRaw(count: entryCount)
        let referenceCount = try reader.readCount()
        let words: [Int32] = try reader.readRaw(count: 2 * referenceCount)
        let references = (0..<referenceCount).map { TypeReference(file: words[2 * $0], declaration: words[2 * $0 + 1]) }
        let keyBytes: [UInt8] = try reader.readRaw(count: try reader.readCount())
        self.keyBytes = keyBytes
        guard references.allSatisfy(isValid), keyEnds.last.map({ Int($0) == keyBytes.count }) ?? keyBytes.isEmpty,
              referenceEnds.last.map({ Int($0) == referenceCount }) ?? (referenceCount == 0) else { throw BinaryReader.Corrupt() }
        var keyStart = 0, referenceStart = 0
        entries = try (0..<entryCount).map { position in
            let keyEnd = Int(keyEnds[position]), referenceEnd = Int(referenceEnds[position])
            guard keyEnd >= keyStart, referenceEnd >= referenceStart else { throw BinaryReader.Corrupt() }
            defer { (keyStart, referenceStart) = (keyEnd, referenceEnd) }
            let words = keyBytes.withUnsafeBytes { Self.words(UnsafeRawBufferPointer(rebasing: $0[keyStart..<keyEnd])) }
            return (Key(start: Int32(keyStart), count: Int32(keyEnd - keyStart), words: words), TypeReferences(references, referenceStart..<referenceEnd))
        }
    }
}
