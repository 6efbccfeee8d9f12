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
        var startLineHead: SourceLine
        var endLineHead: SourceLine

        public init(range: Range<Int>, text: String, in file: SourceFile) {
            self.range = range
            self.text = text
            start = file.position(ofOffset: range.lowerBound)
            end = file.position(ofOffset: range.upperBound)
            startLineHead = SourceLine(file.bytes, (range.lowerBound - start.column + 1)..<range.lowerBound)
            endLineHead = SourceLine(file.bytes, (range.upperBound - end.column + 1)..<range.upperBound)
        }

        /// The start and end columns counted in `unit` (SARIF: Unicode scalars; LSP: UTF-16).
        public func columns(in unit: ColumnUnit) -> (start: Int, end: Int) {
            var converter = ColumnConverter(unit: unit)
            return converter.columns(of: self)
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
        let result = applyKeepingEdits(fixes, to: bytes)
        return (result.bytes, result.applied, result.deferred)
    }

    /// `apply(_:to:)`, with the edits applied, in the order applied.
    static func applyKeepingEdits(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int, deferred: Int, edits: [Edit]) {
        let ordered = Set(fixes).sorted { ($0.edits.first?.range.lowerBound ?? 0) < ($1.edits.first?.range.lowerBound ?? 0) }
        // The edits taken, kept in the order they are applied in (an insertion before a deletion that
        // starts where it does), so that an edit is checked against its neighbours only: checked
        // against every edit taken, many fixes in one file cost their square.
        var taken: [Edit] = []
        func key(_ edit: Edit) -> (Int, Int) { (edit.range.lowerBound, edit.range.isEmpty ? 0 : 1) }
        func firstPosition(from lowerBound: Int) -> Int {
            var low = 0, high = taken.count
            while low < high {
                let middle = (low + high) / 2
                if taken[middle].range.lowerBound < lowerBound { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func overlapsTaken(_ edit: Edit) -> Bool {
            // Taken edits are disjoint: only the one before may reach over the start, and those starting
            // within the edit overlap it at once, but for an insertion and a deletion at either end.
            var position = max(firstPosition(from: edit.range.lowerBound) - 1, 0)
            while position < taken.count, taken[position].range.lowerBound <= edit.range.upperBound {
                if overlap(taken[position], edit) { return true }
                position += 1
            }
            return false
        }
        var applied = 0
        for fix in ordered where !fix.edits.isEmpty && fix.edits.allSatisfy({ $0.range.upperBound <= bytes.count }) {
            guard !fix.edits.contains(where: overlapsTaken) else { continue }
            for edit in fix.edits {
                var position = firstPosition(from: edit.range.lowerBound)
                while position < taken.count, key(taken[position]) < key(edit) { position += 1 }
                taken.insert(edit, at: position)
            }
            applied += 1
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in taken {
            out += bytes[cursor..<edit.range.lowerBound]
            out += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return (out, applied, ordered.count - applied, taken)
    }

    private static func overlap(_ a: Edit, _ b: Edit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        return a.range.lowerBound < b.range.upperBound && b.range.lowerBound < a.range.upperBound
            || (a.range.isEmpty && b.range.contains(a.range.lowerBound) && b.range.lowerBound != a.range.lowerBound)
            || (b.range.isEmpty && a.range.contains(b.range.lowerBound) && a.range.lowerBound != b.range.lowerBound)
    }
}
