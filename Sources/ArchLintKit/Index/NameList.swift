/// Names held as one buffer of their UTF-8 bytes and where each ends: a `String` each took 16
/// bytes and, past 15 bytes, an allocation of its own, retained and released on every copy, and
/// the architecture facts hold every file's names for the whole run. Reading a name as a `String`
/// makes one; `withName` lends its bytes, for lookups by bytes.
public struct NameList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The names' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes`; each starts where the one before ends.
    private var ends: [Int32] = []

    public init() {}

    public init(arrayLiteral names: String...) {
        for var name in names { name.withUTF8 { append(UnsafeRawBufferPointer($0)) } }
    }

    /// `count` names, each given to `write` in turn to copy its bytes, into buffers of exactly
    /// their size (the list is held for the whole run).
    init(count: Int, byteCount: Int, _ write: (Int) -> UnsafeRawBufferPointer) {
        var ends: [Int32] = []
        ends.reserveCapacity(count)
        bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, written in
            for position in 0..<count {
                let name = write(position)
                precondition(written + name.count <= byteCount, "names longer than counted")
                if let source = name.baseAddress, let target = bytes.baseAddress, name.count > 0 {
                    UnsafeMutableRawPointer(target + written).copyMemory(from: source, byteCount: name.count)
                }
                written += name.count
                ends.append(Int32(written))
            }
        }
        self.ends = ends
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    public subscript(position: Int) -> String {
        withName(position) { String(decoding: $0, as: UTF8.self) }
    }

    /// Name `position`'s UTF-8 bytes, valid inside `body` only.
    @inline(__always) func withName<Result>(_ position: Int, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let start = position == 0 ? 0 : Int(ends[position - 1]), end = Int(ends[position])
        return try bytes.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    mutating func append(_ name: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: name.assumingMemoryBound(to: UInt8.self))
        ends.append(Int32(bytes.count))
    }

    /// The ends and the bytes as they lie, so reading them back copies two buffers whole.
    func encode(to writer: inout BinaryWriter) {
        writer.write(UInt64(ends.count))
        writer.writeRaw(ends)
        writer.write(UInt64(bytes.count))
        writer.append(bytes)
    }

    /// What `encode` wrote; throws unless the ends rise to the end of the bytes.
    init(reading reader: inout BinaryReader) throws {
        ends = try reader.readRaw(count: try reader.readCount())
        bytes = try reader.readRaw(count: try reader.readCount())
        var start: Int32 = 0
        for end in ends {
            guard end >= start else { throw BinaryReader.Corrupt() }
            start = end
        }
        guard Int(start) == bytes.count else { throw BinaryReader.Corrupt() }
    }
}
