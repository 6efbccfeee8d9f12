import ArchLintKit
import Foundation

/// A fingerprint of everything the tokenizer, scanner and summaries produce for a corpus: every
/// token and comment (kind, flags, range), line starts, bracket partners and each file's summary
/// (declaration tree included) as sorted-key JSON. Equal digests before and after a speed-up
/// mean the change kept the output the same.
enum Digest {
    static func compute(_ corpus: Corpus) throws -> (digest: UInt64, tokens: Int, declarations: Int) {
        var hash = FNV1a()
        var tokenCount = 0
        var declarationCount = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for file in corpus.files {
            let source = SourceFile(path: file.path, bytes: file.bytes)
            let tree = DeclarationScanner.scan(source)
            hash.add(Array(file.path.utf8))
            for token in source.tokens + source.comments {
                hash.add([token.kind.rawValue, token.flags.rawValue])
                hash.add(token.offset)
                hash.add(token.length)
            }
            for start in source.lineStarts { hash.add(start) }
            for index in source.tokens.indices { hash.add(Int32(source.partner(index) ?? -1)) }
            hash.add([UInt8](try encoder.encode(FileSummary(file: source, tree: tree))))
            tokenCount += source.tokens.count
            declarationCount += tree.declarations.count
        }
        return (hash.value, tokenCount, declarationCount)
    }
}

/// 64-bit FNV-1a: simple and stable across runs, unlike `Hasher`, which is seeded per process.
private struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    mutating func add(_ number: Int32) {
        add(withUnsafeBytes(of: number.littleEndian) { Array($0) })
    }
}
