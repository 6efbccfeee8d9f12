#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint:disable[:next|:this] RULE…|all` and `archlint:enable RULE…|all` comments of one
/// file, and which findings they hide. Only comments count: the tokenizer keeps string text apart.
struct Suppressions {
    enum Form { case next, this, block, enable }

    /// One rule id of a directive's list (or `all`), and its bytes.
    struct RuleID {
        var name: String
        var range: Range<Int>
    }

    struct Directive {
        var form: Form
        /// The ids in written order.
        var ids: [RuleID]
        var rules: Set<String>
        /// Offset of `archlint:` in the file, where a wholly unused directive is reported, and the end
        /// of the text that follows its ids in its comment up to the next directive (a reason:
        /// `-- removed with IOS-3391`), which goes with it when it is removed.
        var offset: Int
        var extentEnd: Int
        /// Index of the comment holding it in the file's `comments`.
        var comment: Int
        /// Lines the directive covers (1-based, inclusive; line 0 holds nothing), and declaration names it also covers.
        var lines: ClosedRange<Int> = 0...0
        /// For a `disable` block: rules whose own `enable` comes before the block's end, and the
        /// lines the block covers for them (`disable a, b` … `enable a` ends `a` only).
        var linesByRule: [String: ClosedRange<Int>] = [:]
        /// For a `disable` block: the `enable` directives (indices into `directives`) that end it,
        /// each with the id of the `enable` that does and the block's own ids it ends.
        var endedBy: [(enable: Int, id: String, ends: Set<String>)] = []
        var names: Set<SourceFile.Position> = []
        /// Lines of those names, for rules that report elsewhere on that line (`Rule.reportsOnDeclarationNameLine`).
        var nameLines: Set<Int> = []
        /// Lines of those declarations' headers, up to the line of their `{` (`Rule.reportsInDeclarationHeader`).
        var headerLines: ClosedRange<Int>?
        /// The ids that hid a finding.
        var usedRules: Set<String> = []

        func covers(_ rule: String) -> Bool { form != .enable && (rules.contains("all") || rules.contains(rule)) }

        func covers(_ rule: String, line: Int) -> Bool { (linesByRule[rule] ?? lines).contains(line) }
    }

    /// Every directive of the file in file order, `enable`s included.
    private(set) var directives: [Directive] = []
    /// Directives by what they cover, so that a finding looks only at those that can hide it (a file
    /// with 100,000 `disable:next` comments and as many findings stays linear): one-line directives
    /// by their line, names by position and line; blocks are few and asked each time.
    private var byLine: [Int: [Int]] = [:]
    private var byName: [SourceFile.Position: [Int]] = [:]
    private var byNameLine: [Int: [Int]] = [:]
    /// `disable:next` directives above a declaration, by the lines of its header.
    private var byHeaderLine: [Int: [Int]] = [:]
    private var blocks: [Int] = []

    init(file: SourceFile, tree: DeclarationTree) {
        // Most files hold no directive: one search of the bytes spares walking every comment's.
        let hasMarker = Suppressions.containsMarker(file.bytes)
        for (position, comment) in file.comments.enumerated() where hasMarker {
            for parsed in Suppressions.parse(file, comment, textEnd: file.textRange(ofComment: position).upperBound) {
                directives.append(Directive(form: parsed.form, ids: parsed.ids, rules: Set(parsed.ids.map(\.name)),
                                            offset: parsed.offset, extentEnd: parsed.extentEnd, comment: position))
            }
        }
        let lastLine = file.lineStarts.count
        // Declarations by the line their attributes or modifiers start on, for `disable:next`.
        var declarationsByLine: [Int: [Int]] = [:]
        if directives.contains(where: { $0.form == .next }) {
            for (index, declaration) in tree.declarations.enumerated()
            where declaration.firstToken >= 0 && Int(declaration.firstToken) < file.tokens.count {
                declarationsByLine[file.line(of: Int(declaration.firstToken)), default: []].append(index)
            }
        }
        // Only an `enable` ends a block: a block looks at the later ones, not at every later directive.
        let enables = directives.indices.filter { directives[$0].form == .enable }
        var firstLaterEnable = 0
        for index in directives.indices {
            while firstLaterEnable < enables.count, enables[firstLaterEnable] <= index { firstLaterEnable += 1 }
            let directive = directives[index]
            let commentLines = file.lines(ofComment: directive.comment)
            let (line, endLine) = (commentLines.lowerBound, commentLines.upperBound)
            switch directive.form {
            case .this:
                directives[index].lines = line...line
            case .next:
                // Nothing below: it covers no line.
                guard let target = Suppressions.nextCodeLine(file, after: endLine) else { continue }
                directives[index].lines = target...target
                // A declaration whose attributes or modifiers start on that line: its name too.
                for declaration in declarationsByLine[target] ?? [] {
                    directives[index].names.insert(tree.declarations[declaration].namePosition)
                    directives[index].nameLines.insert(tree.declarations[declaration].namePosition.line)
                    let headerEnd = tree.declarations[declaration].body.map { Int($0.lowerBound) - 1 } ?? Int(tree.declarations[declaration].lastToken)
                    if headerEnd >= 0, headerEnd < file.tokens.count {
                        let end = max(file.line(of: headerEnd), directives[index].headerLines?.upperBound ?? target)
                        directives[index].headerLines = target...end
                    }
                }
            case .block:
                // Each rule until the first later `enable` naming it (or `all`), else the end of the file:
                // an `enable` of one rule leaves the block's other rules disabled.
                func covered(until end: Int) -> ClosedRange<Int> {
                    // Line 0 holds nothing: a `disable` right above its `enable` covers no line.
                    endLine + 1 <= end ? (endLine + 1)...end : 0...0
                }
                let disablesAll = directive.rules.contains("all")
                var end = lastLine
                for later in enables[firstLaterEnable...] {
                    let enable = directives[later]
                    let enableLine = file.lines(ofComment: enable.comment).lowerBound
                    if enable.rules.contains("all") {
                        end = enableLine - 1
                        let open = disablesAll ? ["all"] : directive.rules.subtracting(directives[index].linesByRule.keys)
                        directives[index].endedBy.append((later, "all", open))
                        break
                    }
                    for id in enable.ids where directives[index].linesByRule[id.name] == nil && directive.covers(id.name) {
                        directives[index].linesByRule[id.name] = covered(until: enableLine - 1)
                        directives[index].endedBy.append((later, id.name, disablesAll ? ["all"] : [id.name]))
                    }
                    // Every rule the block names has met its `enable`.
                    if !disablesAll, directive.rules.allSatisfy({ directives[index].linesByRule[$0] != nil }) { break }
                }
                directives[index].lines = covered(until: end)
            case .enable:
                continue
            }
        }
        for (index, directive) in directives.enumerated() {
            switch directive.form {
            case .block: blocks.append(index)
            case .enable: continue
            case .this, .next:
                byLine[directive.lines.lowerBound, default: []].append(index)
                for name in directive.names { byName[name, default: []].append(index) }
                for line in directive.nameLines { byNameLine[line, default: []].append(index) }
                if let header = directive.headerLines { for line in header { byHeaderLine[line, default: []].append(index) } }
            }
        }
    }

    /// Whether a finding is hidden; marks the ids of the directives that hide it as used.
    mutating func suppresses(rule: String, at position: SourceFile.Position, onNameLine: Bool = false, inHeader: Bool = false) -> Bool {
        var hidden = false
        let candidates = (byLine[position.line] ?? []) + (byName[position] ?? []) + (onNameLine ? byNameLine[position.line] ?? [] : [])
            + (inHeader ? byHeaderLine[position.line] ?? [] : []) + blocks
        for index in candidates where directives[index].covers(rule) {
            let directive = directives[index]
            if directive.covers(rule, line: position.line) || directive.names.contains(position)
                || (onNameLine && directive.nameLines.contains(position.line))
                || (inHeader && directive.headerLines?.contains(position.line) == true) {
                for id in [rule, "all"] where directive.rules.contains(id) { directives[index].usedRules.insert(id) }
                hidden = true
            }
        }
        return hidden
    }

    /// An unused directive, or unused ids of a directive whose other ids are used: where to report
    /// it (bytes), what to say, and its fix.
    struct Unused {
        var range: Range<Int>
        var message: String
        var fix: Fix
    }

    /// The directives and ids that hid nothing and that `isReported` (an id's rule is on, or it names
    /// no rule), and the `enable` ids that end no `disable`. A directive none of whose ids is used is
    /// one finding, removed whole; else each unused id is one, removed from the list alone. Removing
    /// a `disable` (or an id of it) also removes the `enable` id that ended only it.
    func unused(in file: SourceFile, isRule: (String) -> Bool, isReported: (String) -> Bool) -> [Unused] {
        var blocksEnded: [Int: [String: Int]] = [:]
        for directive in directives {
            for ended in directive.endedBy { blocksEnded[ended.enable, default: [:]][ended.id, default: 0] += 1 }
        }
        var found: [Unused] = []
        for (index, directive) in directives.enumerated() {
            let unusedIDs = directive.ids.filter { id in
                isReported(id.name) && (directive.form == .enable ? blocksEnded[index]?[id.name] == nil : !directive.usedRules.contains(id.name))
            }
            guard !unusedIDs.isEmpty else { continue }
            let unusedNames = Set(unusedIDs.map(\.name))
            func message(_ names: [String]) -> String {
                let list = names.joined(separator: ", ")
                if directive.form == .enable { return "archlint:enable of '\(list)' ends no archlint:disable; remove it" }
                guard names.allSatisfy({ $0 != "all" && !isRule($0) }) else { return "suppression of '\(list)' hides no finding; remove it" }
                // A misspelt id gets the closest rule id, as a misspelt one in the configuration does.
                let closest = names.count == 1 ? suggestion(for: list, among: RuleCatalog.builtIn.rules.map(\.id)) : ""
                return "suppression of '\(list)' names no archlint rule" + (closest.isEmpty ? "; correct the rule id or remove it" : closest)
            }
            if unusedNames == directive.rules {
                let edits = Suppressions.removal(of: directive, in: file) + enableRemovals(after: directive, removing: unusedNames, blocksEnded, in: file)
                found.append(Unused(range: directive.offset..<(directive.offset + Suppressions.marker.count),
                                    message: message(directive.rules.sorted()), fix: Fix(isSafe: true, edits: edits)))
                continue
            }
            for id in unusedIDs {
                let edits = Suppressions.removal(of: [id], from: directive, alsoRemoved: unusedNames, in: file)
                    + enableRemovals(after: directive, removing: [id.name], blocksEnded, in: file)
                found.append(Unused(range: id.range, message: message([id.name]), fix: Fix(isSafe: true, edits: edits)))
            }
        }
        return found
    }

    /// The edits removing, from the `enable` directives that end `block`, the ids that end nothing
    /// else once `removed` (ids of `block`) are gone: an `enable` left with no id goes whole.
    private func enableRemovals(after block: Directive, removing removed: Set<String>, _ blocksEnded: [Int: [String: Int]],
                                in file: SourceFile) -> [Fix.Edit] {
        var idsByEnable: [Int: Set<String>] = [:]
        for ended in block.endedBy where ended.ends.isSubset(of: removed) && blocksEnded[ended.enable]?[ended.id] == 1 {
            idsByEnable[ended.enable, default: []].insert(ended.id)
        }
        return idsByEnable.keys.sorted().flatMap { index -> [Fix.Edit] in
            let enable = directives[index], ids = idsByEnable[index]!
            return ids == enable.rules
                ? Suppressions.removal(of: enable, in: file)
                : Suppressions.removal(of: enable.ids.filter { ids.contains($0.name) }, from: enable, alsoRemoved: ids, in: file)
        }
    }

    private static let marker = Array("archlint:".utf8)

    /// Whether `bytes` hold `archlint:` anywhere: `memchr` to each `h` (rarer in Swift than the
    /// marker's other bytes), then the marker around it.
    static func containsMarker(_ bytes: [UInt8]) -> Bool {
        let pivot = 3 // "arc|h|lint:"
        return bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count >= marker.count else { return false }
            var offset = pivot
            while offset <= raw.count - (marker.count - pivot),
                  let found = memchr(base + offset, Int32(marker[pivot]), raw.count - (marker.count - pivot) + 1 - offset) {
                let start = base.distance(to: found) - pivot
                if memcmp(base + start, marker, marker.count) == 0 { return true }
                offset = start + pivot + 1
            }
            return false
        }
    }

    /// The edit removing a whole directive: the whole comment line when the comment holds only the
    /// directive and its lines hold nothing else; the comment and the blank before it when it holds
    /// only the directive beside code; else the directive's own text and the blank before it.
    static func removal(of directive: Directive, in file: SourceFile) -> [Fix.Edit] {
        let bytes = file.bytes
        let comment = file.comments[directive.comment]
        let text = file.textRange(ofComment: directive.comment)
        var textEnd = text.upperBound
        while textEnd > text.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[textEnd - 1]) { textEnd -= 1 }
        let holdsOnlyDirective = text.lowerBound == directive.offset && textEnd == directive.extentEnd
        let lines = file.lines(ofComment: directive.comment)
        func blankBefore(_ offset: Int) -> Int {
            var start = offset
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            return start
        }
        if holdsOnlyDirective {
            let alone = file.commentIndices(onLines: lines).count == 1 && !(lines.lowerBound...lines.upperBound).contains { file.lineHoldsCode($0) }
            if alone { return [.deletingLines(lines, in: file)] }
            // A comment before code on its line takes the blank after it instead.
            var start = blankBefore(Int(comment.offset)), end = Int(comment.end)
            if start == Int(file.lineStarts[lines.lowerBound - 1]) {
                start = Int(comment.offset)
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            }
            return [Fix.Edit(range: start..<end, text: "", in: file)]
        }
        return [Fix.Edit(range: blankBefore(directive.offset)..<directive.extentEnd, text: "", in: file)]
    }

    /// The edits removing `ids` from the list of `directive`, which keeps at least one id; `alsoRemoved`
    /// names every id other fixes of the list remove, so that the edits of all of them are disjoint
    /// and each applies alone. An id with a kept id after it goes with the separator after it
    /// (`a, ` of `a, b`); one followed only by removed ids goes with the separator before it (`, b`).
    static func removal(of ids: [RuleID], from directive: Directive, alsoRemoved: Set<String>, in file: SourceFile) -> [Fix.Edit] {
        ids.compactMap { id in
            guard let position = directive.ids.firstIndex(where: { $0.range == id.range }) else { return nil }
            let keptAfter = directive.ids[(position + 1)...].contains { !alsoRemoved.contains($0.name) }
            guard keptAfter || position > 0 else { return nil }
            let range = keptAfter
                ? id.range.lowerBound..<directive.ids[position + 1].range.lowerBound
                : directive.ids[position - 1].range.upperBound..<id.range.upperBound
            return Fix.Edit(range: range, text: "", in: file)
        }
    }

    /// The first line after `line` that holds a code token other than a `#if`, `#elseif`, `#else` or `#endif` line.
    private static func nextCodeLine(_ file: SourceFile, after line: Int) -> Int? {
        guard line < file.lineStarts.count else { return nil }
        var first = file.firstTokenIndex(atOrAfter: Int(file.lineStarts[line]))
        // `#if` lines are skipped like comments (rules.md 21): the directive and its condition.
        while first < file.tokens.count, file.tokens[first].kind == .directive {
            first += 1
            while first < file.tokens.count, !file.tokens[first].flags.contains(.newlineBefore) { first += 1 }
        }
        return first < file.tokens.count ? file.line(of: first) : nil
    }

    /// The directives written in one comment: `archlint:` followed by a form and rule ids separated
    /// by commas or blanks. The list ends at the first byte that is none of these (`-- reason`); the
    /// directive's extent runs on to the next directive of the comment or to `textEnd`.
    private static func parse(_ file: SourceFile, _ comment: Token, textEnd: Int)
        -> [(form: Form, ids: [RuleID], offset: Int, extentEnd: Int)] {
        let bytes = file.bytes
        var found: [(form: Form, ids: [RuleID], offset: Int, extentEnd: Int)] = []
        var index = Int(comment.offset)
        let end = Int(comment.end)
        func trimmed(_ end: Int, after start: Int) -> Int {
            var end = end
            while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            return end
        }
        while index + marker.count <= end {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + marker.count
            func word() -> String {
                let wordStart = cursor
                while cursor < end, isIdentifierContinue(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ":") {
                    if bytes[cursor] == UInt8(ascii: ":"), cursor > wordStart, bytes[wordStart..<cursor].elementsEqual("disable".utf8) {
                        break
                    }
                    cursor += 1
                }
                return String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
            }
            var form: Form?
            let head = word()
            if head == "enable" {
                form = .enable
            } else if head == "disable" {
                form = .block
                if cursor < end, bytes[cursor] == UInt8(ascii: ":") {
                    cursor += 1
                    let qualifier = word()
                    form = qualifier == "next" ? .next : (qualifier == "this" ? .this : nil)
                }
            }
            var ids: [RuleID] = []
            if let form {
                while cursor < end {
                    while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
                    let wordStart = cursor
                    while cursor < end, isIdentifierContinue(bytes[cursor]), bytes[cursor] < 0x80 { cursor += 1 }
                    guard cursor > wordStart else { break }
                    ids.append(RuleID(name: String(decoding: bytes[wordStart..<cursor], as: UTF8.self), range: wordStart..<cursor))
                }
                if let last = ids.last {
                    // The previous directive of this comment ends where this one starts.
                    if let previous = found.indices.last, found[previous].extentEnd > start {
                        found[previous].extentEnd = trimmed(start, after: found[previous].ids.last!.range.upperBound)
                    }
                    found.append((form, ids, start, max(trimmed(textEnd, after: start), last.range.upperBound)))
                }
            }
            index = max(cursor, start + 1)
        }
        return found
    }
}
