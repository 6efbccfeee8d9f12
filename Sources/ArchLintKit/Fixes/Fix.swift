/// A change that resolves one finding: byte edits of the finding's file, computed from its tokens,
/// and whether applying it is safe. The command line applies fixes (`lint --fix`, `--diff`) and the
/// language server offers them as quick fixes; both read this one model.
public struct Fix: Sendable, Hashable, Codable {
    /// One replacement: the bytes `range` of the file become `text`. An empty range inserts.
    public struct Edit: Sendable, Hashable, Codable {
        public var range: Range<Int>
        public var text: String
        /// Where the range starts and ends, in the conventions of `Finding` positions (UTF-8 byte columns).
        public var start: SourceFile.Position
        public var end: SourceFile.Position
        /// The bytes of each position's line before it, for columns in other units.
        var startLineHead: [UInt8]
        var endLineHead: [UInt8]

        public init(range: Range<Int>, text: String, in file: SourceFile) {
            self.range = range
            self.text = text
            start = file.position(ofOffset: range.lowerBound)
            end = file.position(ofOffset: range.upperBound)
            startLineHead = Array(file.bytes[(range.lowerBound - start.column + 1)..<range.lowerBound])
            endLineHead = Array(file.bytes[(range.upperBound - end.column + 1)..<range.upperBound])
        }

        /// The start and end columns counted in `unit` (SARIF: Unicode scalars; LSP: UTF-16).
        public func columns(in unit: ColumnUnit) -> (start: Int, end: Int) {
            (unit.column(ofByteColumn: start.column, inLine: startLineHead), unit.column(ofByteColumn: end.column, inLine: endLineHead))
        }
    }

    /// Safe fixes cannot change what the program does or whether it compiles; unsafe ones can need
    /// changes elsewhere (callers that must now `await`), so `--fix` applies them only with `--unsafe-fixes`.
    public var isSafe: Bool
    /// Disjoint edits in file order; a fix is applied whole or not at all.
    public var edits: [Edit]

    public init(isSafe: Bool, edits: [Edit]) {
        self.isSafe = isSafe
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// Which fixes a rule offers, for `archlint explain`, `Rules/<id>.yml` and the README.
public enum FixKind: String, Sendable, Codable {
    case safe, unsafe
}

extension Fix {
    /// Applies the fixes that fit together: taken in file order, a fix whose edits overlap (or insert
    /// at the same offset as) an edit already taken is deferred, to be computed again from the fixed
    /// text in a later round. The kept bytes are copied unchanged between the edits, in one pass.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int, deferred: Int) {
        let ordered = Set(fixes).sorted { ($0.edits.first?.range.lowerBound ?? 0) < ($1.edits.first?.range.lowerBound ?? 0) }
        var taken: [Edit] = []
        var applied = 0
        for fix in ordered where !fix.edits.isEmpty && fix.edits.allSatisfy({ $0.range.upperBound <= bytes.count }) {
            guard !fix.edits.contains(where: { edit in taken.contains { overlap($0, edit) } }) else { continue }
            taken += fix.edits
            applied += 1
        }
        // An insertion before a deletion that starts where it does.
        taken.sort { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1) < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in taken {
            out += bytes[cursor..<edit.range.lowerBound]
            out += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return (out, applied, ordered.count - applied)
    }

    private static func overlap(_ a: Edit, _ b: Edit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        return a.range.lowerBound < b.range.upperBound && b.range.lowerBound < a.range.upperBound
            || (a.range.isEmpty && b.range.contains(a.range.lowerBound) && b.range.lowerBound != a.range.lowerBound)
            || (b.range.isEmpty && a.range.contains(b.range.lowerBound) && a.range.lowerBound != b.range.lowerBound)
    }
}
