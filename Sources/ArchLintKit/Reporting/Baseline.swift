
/// The identity of a finding across edits: rule, file, enclosing declaration and the reported
/// line's text with whitespace normalised. Line numbers are left out, so code that moves keeps its
/// identity. 16 lowercase hex digits of a 64-bit FNV-1a hash: the same on every platform and run.
public func fingerprint(of finding: Finding) -> String {
    fingerprint(rule: finding.ruleID, path: finding.path, declaration: finding.enclosingDeclaration,
                lineText: normalizedLineText(finding.lineText))
}

/// Each finding's identity (`fingerprint(of:)`) with its occurrence among the findings of its file
/// sharing that identity, in report order (`…:1`, `…:2`), as GitHub numbers line hashes: it survives
/// edits above the finding and tells apart two findings of one rule on one line (SARIF, gitlab).
func findingFingerprints(_ findings: [Finding]) -> [String] {
    var occurrences: [String: Int] = [:]
    return findings.map { finding in
        let identity = fingerprint(of: finding)
        let occurrence = (occurrences[identity] ?? 0) + 1
        occurrences[identity] = occurrence
        return "\(identity):\(occurrence)"
    }
}

private func fingerprint(rule: String, path: String, declaration: String, lineText: String) -> String {
    var hasher = FNV1a64()
    for (index, field) in [rule, path, declaration, lineText].enumerated() {
        // 0xFF never occurs in UTF-8, so it separates fields unambiguously.
        if index > 0 { hasher.mix(0xFF) }
        hasher.mix(field.utf8)
    }
    let hex = String(hasher.value, radix: 16, uppercase: false)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

/// Whitespace runs collapsed to one space and trimmed, so re-indenting a line keeps its findings matched.
func normalizedLineText(_ text: String) -> String {
    text.unicodeScalars.split { $0.properties.isWhitespace }.map { String(String.UnicodeScalarView($0)) }
        .joined(separator: " ")
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

    /// Sorted by path, rule, declaration, line text (bytewise), one per fingerprint.
    private let entries: [Entry]

    public init(findings: [Finding]) {
        var byFingerprint: [String: Entry] = [:]
        for finding in findings {
            let key = ArchLintKit.fingerprint(of: finding)
            if byFingerprint[key] != nil {
                byFingerprint[key]!.count += 1
            } else {
                byFingerprint[key] = Entry(rule: finding.ruleID, path: finding.path,
                                           declaration: finding.enclosingDeclaration,
                                           lineText: normalizedLineText(finding.lineText),
                                           fingerprint: key, count: 1)
            }
        }
        self.init(entries: Array(byFingerprint.values))
    }

    private init(entries: [Entry]) {
        self.entries = entries.sorted { a, b in
            let keys = [(a.path, b.path), (a.rule, b.rule), (a.declaration, b.declaration),
                        (a.lineText, b.lineText), (a.fingerprint, b.fingerprint)]
            guard let differing = keys.first(where: { $0.0 != $0.1 }) else { return false }
            return differing.0.precedesInPathOrder(differing.1)
        }
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
        var byFingerprint: [String: Entry] = [:]
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
            // Entries merged by hand may repeat a fingerprint; their counts add up.
            if byFingerprint[entry.fingerprint] != nil {
                byFingerprint[entry.fingerprint]!.count += count
            } else {
                byFingerprint[entry.fingerprint] = entry
            }
        }
        self.init(entries: Array(byFingerprint.values))
    }

    /// The baseline file's text: sorted, two-space indented, one key per line, so it diffs well.
    public func serialized() -> String {
        let findings = entries.map { entry in
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
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.fingerprint] = entry.count }
        var hidden = Array(repeating: false, count: findings.count)
        let order = findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }
        for index in order {
            let key = ArchLintKit.fingerprint(of: findings[index])
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                hidden[index] = true
            }
        }
        return hidden
    }
}
