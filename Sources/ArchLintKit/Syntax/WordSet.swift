/// A fixed set of ASCII words, looked up by a token's bytes without making a String. Words are
/// bucketed by length and first byte, and spelled back to back in one byte array, so a lookup
/// touches no reference-counted storage besides three flat arrays.
struct WordSet: Sendable {
    /// Words of at least this many bytes are not stored (and never found).
    static let lengthLimit = 16

    /// Bucket `length * 128 + firstByte` holds entries `bucketStarts[b]..<bucketStarts[b + 1]`.
    private let bucketStarts: [Int32]
    /// For each entry, where its word starts in `spellings`.
    private let wordStarts: [Int32]
    private let spellings: [UInt8]

    init<Words: Sequence<String>>(_ words: Words) {
        var buckets = [[String]](repeating: [], count: Self.lengthLimit * 128)
        for word in words {
            let bytes = Array(word.utf8)
            precondition(!bytes.isEmpty && bytes.count < Self.lengthLimit && bytes.allSatisfy { $0 < 128 }, "not a short ASCII word: \(word)")
            buckets[bytes.count * 128 + Int(bytes[0])].append(word)
        }
        var bucketStarts: [Int32] = [0]
        var wordStarts: [Int32] = []
        var spellings: [UInt8] = []
        for bucket in buckets {
            for word in bucket {
                wordStarts.append(Int32(spellings.count))
                spellings += word.utf8
            }
            bucketStarts.append(Int32(wordStarts.count))
        }
        self.bucketStarts = bucketStarts
        self.wordStarts = wordStarts
        self.spellings = spellings
    }

    /// Whether `bytes[start..<start+length]` is one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        guard length > 0, length < Self.lengthLimit, bytes[start] < 128 else { return false }
        let bucket = length * 128 + Int(bytes[start])
        var entry = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket + 1])
        while entry < end {
            let word = Int(wordStarts[entry])
            var offset = 1
            while offset < length, spellings[word + offset] == bytes[start + offset] { offset += 1 }
            if offset == length { return true }
            entry += 1
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
