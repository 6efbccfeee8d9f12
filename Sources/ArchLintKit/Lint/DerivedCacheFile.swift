/// A file kept beside the index cache and derived from the facts of one cache file as a run read
/// them (`IndexCache.Origin`): the architecture views' relations, the join's name tables. Its
/// header names those contents (`IndexCache.Fingerprint`) and the counts of files and types of
/// the index, and a checksum of everything closes it, so that only a run whose index was joined
/// from the same contents reads it back, and a damaged or foreign one is worked out again.
struct DerivedCacheFile {
    let name: String
    let magic: [UInt8]
    let formatVersion: UInt64

    init(name: String, magic: String, formatVersion: UInt64) {
        self.name = name
        self.magic = Array(magic.utf8)
        self.formatVersion = formatVersion
    }

    /// The header, what `body` writes, then the checksum of both.
    func encoded(fingerprint: IndexCache.Fingerprint, fileCount: Int, typeCount: Int, _ body: (inout BinaryWriter) -> Void) -> [UInt8] {
        var writer = BinaryWriter()
        writer.append(magic)
        writer.write(formatVersion)
        writer.write(Int(fingerprint.writtenAt))
        writer.writeRaw(fingerprint.checksum)
        writer.write(fileCount)
        writer.write(typeCount)
        body(&writer)
        writer.writeRaw(writer.bytes.withUnsafeBytes(FNV1a64.wordHash))
        return writer.bytes
    }

    /// What `decode` reads from the body of `bytes` (which it must read to the end), when they are
    /// this file `encoded` under `fingerprint` for an index of `fileCount` files and `typeCount`
    /// types; nil for any other, or for damaged bytes.
    func decoded<Value>(_ bytes: ByteSlice, fingerprint: IndexCache.Fingerprint, fileCount: Int, typeCount: Int,
                        _ decode: (inout BinaryReader) throws -> Value) -> Value? {
        guard bytes.count > magic.count + 8,
              bytes[bytes.startIndex..<bytes.startIndex + magic.count].withUnsafeBytes({ $0.elementsEqual(magic) }) else { return nil }
        var reader = BinaryReader(bytes[bytes.startIndex + magic.count..<bytes.endIndex - 8])
        var checksumReader = BinaryReader(bytes[bytes.endIndex - 8..<bytes.endIndex])
        do {
            guard try reader.readUInt() == formatVersion, try reader.readInt() == Int(fingerprint.writtenAt),
                  try reader.readRaw() == fingerprint.checksum, try reader.readInt() == fileCount, try reader.readInt() == typeCount,
                  bytes[bytes.startIndex..<bytes.endIndex - 8].withUnsafeBytes(FNV1a64.wordHash) == (try checksumReader.readRaw()) else { return nil }
            let value = try decode(&reader)
            return reader.isAtEnd ? value : nil
        } catch {
            return nil
        }
    }

    /// The file kept in `origin`'s folder for its contents, decoded; nil when there is none for them.
    func read<Value>(_ origin: IndexCache.Origin, fileCount: Int, typeCount: Int, _ decode: (inout BinaryReader) throws -> Value) -> Value? {
        guard let mapped = SharedBytes(mapping: origin.folder + "/" + name) else { return nil }
        let value = decoded(ByteSlice(mapped), fingerprint: origin.fingerprint, fileCount: fileCount, typeCount: typeCount, decode)
        // Truncated while read: its bytes read as zeros since.
        return mapped.isDamaged ? nil : value
    }

    /// Keeps what `body` writes in `origin`'s folder for its contents. One that cannot be written
    /// costs the next run the work again.
    func write(_ origin: IndexCache.Origin, fileCount: Int, typeCount: Int, _ body: (inout BinaryWriter) -> Void) {
        try? AtomicFile.write(encoded(fingerprint: origin.fingerprint, fileCount: fileCount, typeCount: typeCount, body),
                              to: origin.folder + "/" + name, durable: false)
    }
}
