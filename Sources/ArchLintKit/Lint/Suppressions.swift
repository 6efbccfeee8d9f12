/// `archlint:disable[:next|:this] RULE…|all` and `archlint:enable RULE…|all` comments of one
/// file, and which findings they hide. Only comments count: the tokenizer keeps string text apart.
struct Suppressions {
    enum Form { case next, this, block, enable }

    struct Directive {
        var form: Form
        var rules: Set<String>
        /// Offset of `archlint:` in the file, where an unused directive is reported, and just after its last rule id.
        var offset: Int
        var end: Int
        /// Index of the comment holding it in the file's `comments`.
        var comment: Int
        /// Lines the directive covers (1-based, inclusive), and declaration names it also covers.
        var lines: ClosedRange<Int>
        /// For a `disable` block: rules whose own `enable` comes before the block's end, and the
        /// lines the block covers for them (`disable a, b` … `enable a` ends `a` only).
        var linesByRule: [String: ClosedRange<Int>] = [:]
        var names: Set<SourceFile.Position> = []
        /// Lines of those names, for rules that report elsewhere on that line (`Rule.reportsOnDeclarationNameLine`).
        var nameLines: Set<Int> = []
        var used = false

        func covers(_ rule: String) -> Bool { rules.contains("all") || rules.contains(rule) }

        func covers(_ rule: String, line: Int) -> Bool { (linesByRule[rule] ?? lines).contains(line) }
    }

    private(set) var directives: [Directive] = []
    /// Directives by what they cover, so that a finding looks only at those that can hide it (a file
    /// with 100,000 `disable:next` comments and as many findings stays linear): one-line directives
    /// by their line, names by position and line; blocks are few and asked each time.
    private var byLine: [Int: [Int]] = [:]
    private var byName: [SourceFile.Position: [Int]] = [:]
    private var byNameLine: [Int: [Int]] = [:]
    private var blocks: [Int] = []

    init(file: SourceFile, tree: DeclarationTree) {
        var parsed: [(form: Form, rules: Set<String>, offset: Int, end: Int, comment: Int, line: Int, endLine: Int)] = []
        for (position, comment) in file.comments.enumerated() {
            for (form, rules, range) in Suppressions.parse(file, comment) {
                let lines = file.lines(ofComment: position)
                parsed.append((form, rules, range.lowerBound, range.upperBound, position, lines.lowerBound, lines.upperBound))
            }
        }
        let lastLine = file.lineStarts.count
        // Declarations by the line their attributes or modifiers start on, for `disable:next`.
        var declarationsByLine: [Int: [Int]] = [:]
        if parsed.contains(where: { $0.form == .next }) {
            for (index, declaration) in tree.declarations.enumerated()
            where declaration.firstToken >= 0 && Int(declaration.firstToken) < file.tokens.count {
                declarationsByLine[file.line(of: Int(declaration.firstToken)), default: []].append(index)
            }
        }
        let enables = parsed.indices.filter { parsed[$0].form == .enable }
        // The first `enable` after the entry at hand (only enables end a block: the others are not looked at).
        var firstLaterEnable = 0
        for (position, entry) in parsed.enumerated() {
            while firstLaterEnable < enables.count, enables[firstLaterEnable] <= position { firstLaterEnable += 1 }
            switch entry.form {
            case .this:
                directives.append(Directive(form: .this, rules: entry.rules, offset: entry.offset, end: entry.end, comment: entry.comment,
                                            lines: entry.line...entry.line))
            case .next:
                guard let target = Suppressions.nextCodeLine(file, after: entry.endLine) else { continue }
                var directive = Directive(form: .next, rules: entry.rules, offset: entry.offset, end: entry.end, comment: entry.comment,
                                          lines: target...target)
                // A declaration whose attributes or modifiers start on that line: its name too.
                for index in declarationsByLine[target] ?? [] {
                    directive.names.insert(tree.declarations[index].namePosition)
                    directive.nameLines.insert(tree.declarations[index].namePosition.line)
                }
                directives.append(directive)
            case .block:
                // Each rule until the first later `enable` naming it (or `all`), else the end of the file:
                // an `enable` of one rule leaves the block's other rules disabled.
                func covered(until end: Int) -> ClosedRange<Int> {
                    // Line 0 holds nothing: a `disable` right above its `enable` covers no line.
                    entry.endLine + 1 <= end ? (entry.endLine + 1)...end : 0...0
                }
                var end = lastLine
                var linesByRule: [String: ClosedRange<Int>] = [:]
                for later in enables[firstLaterEnable...].map({ parsed[$0] }) {
                    if later.rules.contains("all") {
                        end = later.line - 1
                        break
                    }
                    for rule in later.rules where linesByRule[rule] == nil
                        && (entry.rules.contains("all") || entry.rules.contains(rule)) {
                        linesByRule[rule] = covered(until: later.line - 1)
                    }
                    // Every rule the block names has met its `enable`.
                    if !entry.rules.contains("all"), entry.rules.allSatisfy({ linesByRule[$0] != nil }) { break }
                }
                var directive = Directive(form: .block, rules: entry.rules, offset: entry.offset, end: entry.end, comment: entry.comment,
                                          lines: covered(until: end))
                directive.linesByRule = linesByRule
                directives.append(directive)
            case .enable:
                continue
            }
        }
        for (index, directive) in directives.enumerated() {
            if directive.form == .block {
                blocks.append(index)
                continue
            }
            byLine[directive.lines.lowerBound, default: []].append(index)
            for name in directive.names { byName[name, default: []].append(index) }
            for line in directive.nameLines { byNameLine[line, default: []].append(index) }
        }
    }

    /// Whether a finding is hidden; marks the directives that hide it as used.
    mutating func suppresses(rule: String, at position: SourceFile.Position, onNameLine: Bool = false) -> Bool {
        var hidden = false
        let candidates = (byLine[position.line] ?? []) + (byName[position] ?? []) + (onNameLine ? byNameLine[position.line] ?? [] : []) + blocks
        for index in candidates where directives[index].covers(rule) {
            let directive = directives[index]
            if directive.covers(rule, line: position.line) || directive.names.contains(position)
                || (onNameLine && directive.nameLines.contains(position.line)) {
                directives[index].used = true
                hidden = true
            }
        }
        return hidden
    }

    /// The fix of an unused directive: the whole comment line when the comment holds only the
    /// directive and its lines hold nothing else; the comment and the blank before it when it holds
    /// only the directive beside code; else the directive's own text and the blank before it.
    static func removal(of directive: Directive, in file: SourceFile) -> Fix {
        let bytes = file.bytes
        let comment = file.comments[directive.comment]
        let text = file.textRange(ofComment: directive.comment)
        var textEnd = text.upperBound
        while textEnd > text.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[textEnd - 1]) { textEnd -= 1 }
        let holdsOnlyDirective = text.lowerBound == directive.offset && textEnd == directive.end
        let lines = file.lines(ofComment: directive.comment)
        func blankBefore(_ offset: Int) -> Int {
            var start = offset
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            return start
        }
        if holdsOnlyDirective {
            let alone = file.commentIndices(onLines: lines).count == 1 && !(lines.lowerBound...lines.upperBound).contains { file.lineHoldsCode($0) }
            if alone { return Fix(isSafe: true, edits: [.deletingLines(lines, in: file)]) }
            // A comment before code on its line takes the blank after it instead.
            var start = blankBefore(Int(comment.offset)), end = Int(comment.end)
            if start == Int(file.lineStarts[lines.lowerBound - 1]) {
                start = Int(comment.offset)
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            }
            return Fix(isSafe: true, edits: [Fix.Edit(range: start..<end, text: "", in: file)])
        }
        return Fix(isSafe: true, edits: [Fix.Edit(range: blankBefore(directive.offset)..<directive.end, text: "", in: file)])
    }

    /// The first line after `line` that holds a code token.
    private static func nextCodeLine(_ file: SourceFile, after line: Int) -> Int? {
        guard line < file.lineStarts.count else { return nil }
        let first = file.firstTokenIndex(atOrAfter: Int(file.lineStarts[line]))
        return first < file.tokens.count ? file.line(of: first) : nil
    }

    /// The directives written in one comment: `archlint:` followed by a form and rule names.
    private static func parse(_ file: SourceFile, _ comment: Token) -> [(Form, Set<String>, Range<Int>)] {
        let bytes = file.bytes
        let marker = Array("archlint:".utf8)
        var found: [(Form, Set<String>, Range<Int>)] = []
        var index = Int(comment.offset)
        let end = Int(comment.end)
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
            var rules = Set<String>()
            var rulesEnd = cursor
            if let form {
                // Rule ids separated by spaces or commas, up to the first other word.
                while cursor < end {
                    while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
                    let wordStart = cursor
                    while cursor < end, isIdentifierContinue(bytes[cursor]), bytes[cursor] < 0x80 { cursor += 1 }
                    guard cursor > wordStart else { break }
                    rules.insert(String(decoding: bytes[wordStart..<cursor], as: UTF8.self))
                    rulesEnd = cursor
                }
                if !rules.isEmpty { found.append((form, rules, start..<rulesEnd)) }
            }
            index = max(cursor, start + 1)
        }
        return found
    }
}
