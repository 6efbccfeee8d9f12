
/// The identity of a finding across edits: rule, file, enclosing declaration and the reported
/// line's text with whitespace normalised. Line numbers are left out, so code that moves keeps its
/// identity. 16 lowercase hex digits of a 64-bit FNV-1a hash: the same on every platform and run.
public func fingerprint(of finding: Finding) -> String {
    var line = NormalizedLine()
    return hexFingerprint(fingerprintValue(of: finding, line: &line))
}

/// Each finding's identity (`fingerprint(of:)`) with its occurrence among the findings of its file
/// sharing that identity, in report order (`…:1`, `…:2`), as GitHub numbers line hashes: it survives
/// edits above the finding and tells apart two findings of one rule on one line (SARIF, gitlab).
func findingFingerprints(_ findings: [Finding]) -> [String] {
    var occurrences: [UInt64: Int] = [:]
    var line = NormalizedLine()
    return findings.map { finding in
        let identity = fingerprintValue(of: finding, line: &line)
        let occurrence = (occurrences[identity] ?? 0) + 1
        occurrences[identity] = occurrence
        return "\(hexFingerprint(identity)):\(occurrence)"
    }
}

/// `fingerprint(of:)` as its hash value, left with the finding's normalised line text in `line`
/// (scratch space a caller reuses over many findings: no string is built per finding).
func fingerprintValue(of finding: Finding, line: inout NormalizedLine) -> UInt64 {
    var hasher = FNV1a64()
    // 0xFF never occurs in UTF-8, so it separates fields unambiguously.
    hasher.mix(finding.ruleID.utf8)
    hasher.mix(0xFF)
    hasher.mix(finding.path.utf8)
    hasher.mix(0xFF)
    hasher.mix(finding.enclosingDeclaration.utf8)
    hasher.mix(0xFF)
    return line.value(continuing: hasher, over: finding.reportedLine)
}

/// The reported line of the findings last fingerprinted, normalised (`appendNormalizedLineText`),
/// with the values already hashed over it: findings on one line come together in report order,
/// and each normalised and hashed its line again, so thousands on one long generated line cost
/// their number times its length. Now the line is normalised once, and findings whose fields
/// before the line hash alike share the hash over it; findings of other declarations on one line
/// still each hash it, as the fingerprint is defined.
struct NormalizedLine {
    private(set) var bytes: [UInt8] = []
    private var source: SourceLine?
    /// Hashes over `bytes` by the hash of the fields before them, for a long line.
    private var values: [UInt64: UInt64] = [:]
    private static let longLine = 256

    fileprivate mutating func value(continuing hasher: FNV1a64, over line: SourceLine) -> UInt64 {
        if source.map({ !$0.isSameLine(as: line) }) ?? true {
            bytes.removeAll(keepingCapacity: true)
            line.bytes.withUnsafeBufferPointer { appendNormalizedLineText($0, to: &bytes) }
            source = line
            values.removeAll(keepingCapacity: true)
        }
        let fields = hasher.value
        if bytes.count >= Self.longLine, let value = values[fields] { return value }
        var hasher = hasher
        hasher.mix(bytes)
        if bytes.count >= Self.longLine { values[fields] = hasher.value }
        return hasher.value
    }
}

private func hexFingerprint(_ value: UInt64) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

/// The value of a fingerprint as `fingerprint(of:)` writes it, or nil for any other text, which
/// no finding's fingerprint equals (a baseline edited by hand may hold one).
private func fingerprintValue(parsing text: String) -> UInt64? {
    guard text.utf8.count == 16 else { return nil }
    var value: UInt64 = 0
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
        default: return nil
        }
    }
    return value
}

/// Appends `text` with whitespace runs collapsed to one space and trimmed, so re-indenting a line
/// keeps its findings matched. Whitespace is Unicode's White_Space; bytewise, decoding only a
/// non-ASCII scalar to ask (the scalar view's split and joined cost ~40,000 instructions a line).
func appendNormalizedLineText(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendNormalizedLineText($0, to: &out) }
}

/// `appendNormalizedLineText(_:to:)` of a line's UTF-8 bytes.
func appendNormalizedLineText(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var wroteAny = false
    var pendingSpace = false
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let isWhitespace: Bool
        if length == 1 {
            isWhitespace = lead == 0x20 || (0x09...0x0D).contains(lead)
        } else {
            // A linted line's UTF-8 is valid, so the scalar is too (a cut one is no whitespace).
            var value = UInt32(lead & (0xFF >> (length + 1)))
            for offset in 1..<min(length, bytes.count - index) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            isWhitespace = Unicode.Scalar(value)?.properties.isWhitespace ?? false
        }
        if isWhitespace {
            pendingSpace = wroteAny
        } else {
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            wroteAny = true
            if length == 1 {
                out.append(lead)
            } else {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<min(index + length, bytes.count)]))
            }
        }
        index += length
    }
}

/// Why a baseline file could not be used.
public struct BaselineError: Error, CustomStringConvertible {
    public let description: String
}

/// Findings recorded by `--write-baseline`, hidden from later runs by `--baseline`.
public struct Baseline: Sendable {
    /// One distinct fingerprint; `count` findings shared it when the baseline was written.
    struct Entry: Sendable {
        var rule: String
        var path: String
        var declaration: String
        var lineText: String
        var fingerprint: String
        var count: Int
    }

    /// The only file format version this build reads and writes.
    static let formatVersion = 1

    /// One per fingerprint, in the order first met; `serialized()` sorts them.
    private let entries: [Entry]
    /// Each entry's count by its fingerprint's value, for matching findings without building
    /// their fingerprints' text.
    private let counts: [UInt64: Int]

    public init(findings: [Finding]) {
        var indexByFingerprint: [UInt64: Int] = [:]
        var entries: [Entry] = []
        var line = NormalizedLine()
        for finding in findings {
            let key = fingerprintValue(of: finding, line: &line)
            if let index = indexByFingerprint[key] {
                entries[index].count += 1
            } else {
                indexByFingerprint[key] = entries.count
                entries.append(Entry(rule: finding.ruleID, path: finding.path, declaration: finding.enclosingDeclaration,
                                     lineText: String(decoding: line.bytes, as: UTF8.self),
                                     fingerprint: hexFingerprint(key), count: 1))
            }
        }
        self.init(entries: entries)
    }

    private init(entries: [Entry]) {
        self.entries = entries
        var counts: [UInt64: Int] = [:]
        counts.reserveCapacity(entries.count)
        for entry in entries {
            if let key = fingerprintValue(parsing: entry.fingerprint) { counts[key] = entry.count }
        }
        self.counts = counts
    }

    public static func load(path: String) throws -> Baseline {
        guard ProjectFiles.exists(path) else {
            throw BaselineError(description: "baseline file '\(path)' does not exist")
        }
        switch ProjectFiles.read(path) {
        case .bytes(let bytes): return try Baseline(parsing: bytes, source: path)
        case .failure(let reason): throw BaselineError(description: "baseline file '\(path)' cannot be read: \(reason)")
        }
    }

    /// Reads the text of a baseline file; `source` names it in errors.
    init(parsing bytes: [UInt8], source: String) throws {
        func invalid(_ reason: String) -> BaselineError {
            BaselineError(description: "baseline file '\(source)' \(reason)")
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes)
        } catch let error as JSONParseError {
            throw invalid("is not valid JSON: \(error)")
        }
        guard let version = document["version"]?.intValue else {
            throw invalid("has no integer \"version\"; is it an archlint baseline?")
        }
        guard version == Baseline.formatVersion else {
            throw invalid("has version \(version); this archlint reads version \(Baseline.formatVersion)")
        }
        guard let items = document["findings"]?.arrayValue else {
            throw invalid("has no \"findings\" array")
        }
        var indexByFingerprint: [String: Int] = [:]
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            func field(_ name: String) throws -> String {
                guard let value = item[name]?.stringValue else {
                    throw invalid("findings[\(index)] has no string \"\(name)\"")
                }
                return value
            }
            guard let count = item["count"]?.intValue, count >= 1 else {
                throw invalid("findings[\(index)] has no positive integer \"count\"")
            }
            let entry = Entry(rule: try field("rule"), path: try field("path"), declaration: try field("declaration"),
                              lineText: try field("line_text"), fingerprint: try field("fingerprint"), count: count)
            // Entries merged by hand may repeat a fingerprint; their counts add up, to `Int.max` at
            // most (which hides every finding sharing it).
            if let first = indexByFingerprint[entry.fingerprint] {
                let (sum, overflows) = entries[first].count.addingReportingOverflow(count)
                entries[first].count = overflows ? Int.max : sum
            } else {
                indexByFingerprint[entry.fingerprint] = entries.count
                entries.append(entry)
            }
        }
        self.init(entries: entries)
    }

    /// The baseline file's text: sorted by path, rule, declaration, line text (bytewise), two-space
    /// indented, one key per line, so it diffs well.
    public func serialized() -> String {
        let sorted = entries.sorted { a, b in
            if a.path != b.path { return a.path.precedesInPathOrder(b.path) }
            if a.rule != b.rule { return a.rule.precedesInPathOrder(b.rule) }
            if a.declaration != b.declaration { return a.declaration.precedesInPathOrder(b.declaration) }
            if a.lineText != b.lineText { return a.lineText.precedesInPathOrder(b.lineText) }
            return a.fingerprint.precedesInPathOrder(b.fingerprint)
        }
        let findings = sorted.map { entry in
            JSONValue.object([
                ("rule", .string(entry.rule)),
                ("path", .string(entry.path)),
                ("declaration", .string(entry.declaration)),
                ("line_text", .string(entry.lineText)),
                ("fingerprint", .string(entry.fingerprint)),
                ("count", .integer(entry.count)),
            ])
        }
        let document = JSONValue.object([
            ("version", .integer(Baseline.formatVersion)),
            ("findings", .array(findings)),
        ])
        return document.prettyText + "\n"
    }

    /// `findings` without those the baseline records, in their original order. At most `count`
    /// findings are hidden per fingerprint, so an extra copy of a recorded finding still shows;
    /// which copies are hidden follows `Finding.reportOrder`, so the result never depends on input order.
    public func filter(_ findings: [Finding]) -> [Finding] {
        let hidden = hides(findings)
        return findings.indices.filter { !hidden[$0] }.map { findings[$0] }
    }

    /// For each finding, whether the baseline hides it: each entry hides as many findings as it
    /// counted, the first in report order.
    public func hides(_ findings: [Finding]) -> [Bool] {
        var line = NormalizedLine()
        let keys = findings.map { fingerprintValue(of: $0, line: &line) }
        // Each entry's count less the findings sharing its fingerprint: where that stays >= 0, the
        // entry hides all of them, and only the findings of an outnumbered entry need report order.
        var balance = counts
        for key in keys { balance[key]? -= 1 }
        var hidden = Array(repeating: false, count: findings.count)
        var outnumbered: [Int] = []
        for (index, key) in keys.enumerated() {
            guard let left = balance[key] else { continue }
            if left >= 0 { hidden[index] = true } else { outnumbered.append(index) }
        }
        outnumbered.sort { Finding.reportOrder(findings[$0], findings[$1]) }
        var remaining = counts
        for index in outnumbered where remaining[keys[index]]! > 0 {
            remaining[keys[index]]! -= 1
            hidden[index] = true
        }
        return hidden
    }
}
