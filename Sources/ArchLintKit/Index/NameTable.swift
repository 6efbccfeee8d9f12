/// Values by name, looked up with the name's UTF-8 bytes where they lie (a cached file's encoded
/// facts), so no `String` is made or hashed: the architecture views look up thousands of names,
/// and decoding and hashing them as strings cost more than the rest of the graph. Open
/// addressing on the names' FNV-1a hashes; the first value given for a name stays.
struct NameTable<Value> {
    /// Positions in `entries` plus one; 0 for an empty slot. A power of two, at most half full.
    private var slots: [Int32]
    private var entries: [(hash: UInt64, key: Range<Int>, value: Value)] = []
    /// The entries' names, one after another.
    private var keyBytes: [UInt8] = []

    init(minimumCapacity: Int) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        entries.reserveCapacity(minimumCapacity)
        // (Names average under 32 bytes; a larger one grows the buffer once more.)
        keyBytes.reserveCapacity(32 * minimumCapacity)
    }

    var count: Int { entries.count }

    /// Adds `value` for `name` unless the name has one already.
    mutating func insertIfAbsent(_ name: String, _ value: Value) {
        var name = name
        name.withUTF8 { insertIfAbsent(UnsafeRawBufferPointer($0), value) }
    }

    mutating func insertIfAbsent(_ name: UnsafeRawBufferPointer, _ value: Value) {
        let hash = FNV1a64.hash(name)
        var slot = firstSlot(hash)
        while slots[slot] != 0 {
            if matches(Int(slots[slot]) - 1, hash, name) { return }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(entries.count + 1)
        entries.append((hash, keyBytes.count..<keyBytes.count + name.count, value))
        keyBytes += name
        if 2 * entries.count > slots.count { grow() }
    }

    subscript(name: String) -> Value? {
        var name = name
        return name.withUTF8 { self[UnsafeRawBufferPointer($0)] }
    }

    subscript(name: UnsafeRawBufferPointer) -> Value? {
        let hash = FNV1a64.hash(name)
        var slot = firstSlot(hash)
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if matches(entry, hash, name) { return entries[entry].value }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// (The high bits folded in: a multiplicative hash's low bits depend on the low bits only.)
    private func firstSlot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash ^ hash >> 32) & (slots.count - 1) }

    private func matches(_ entry: Int, _ hash: UInt64, _ name: UnsafeRawBufferPointer) -> Bool {
        guard entries[entry].hash == hash, entries[entry].key.count == name.count else { return false }
        return keyBytes.withUnsafeBytes { compareBytes(UnsafeRawBufferPointer(rebasing: $0[entries[entry].key]), name) == 0 }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        for (position, entry) in entries.enumerated() {
            var slot = firstSlot(entry.hash)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(position + 1)
        }
    }
}
