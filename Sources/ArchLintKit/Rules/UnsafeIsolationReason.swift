/// `unsafe_isolation_reason`: `nonisolated(unsafe)`, `@preconcurrency` on an import or a
/// conformance, and `@unchecked Sendable`, each without a comment beside it that says why the
/// compiler's checking may be switched off there (and, as an option, until when).
public struct UnsafeIsolationReason: Rule {
    public static let id = "unsafe_isolation_reason"

    private let reasonWords: [String]
    private let requireReviewDate: Bool
    private let includeDeclarations: Bool

    public init(options: RuleOptions) {
        reasonWords = options.stringList("reason_words").map { $0.lowercased() }.filter { !$0.isEmpty }
        requireReviewDate = options.bool("require_review_date")
        includeDeclarations = options.bool("include_declarations")
    }

    /// An exemption from isolation checking, and what it exempts.
    private struct Exemption {
        var token: Int
        /// The first token of the declaration or import holding it.
        var declarationStart: Int
        /// As the message names it: `'nonisolated(unsafe)' var 'shared'`.
        var subject: String
        /// The body of the declaration or extension carrying the token, when it holds no code: a
        /// comment there counts as a reason (rev 7: `extension M: @unchecked Sendable { /// … }`).
        var codeFreeBody: Range<Int32>? = nil
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        let tree = context.tree
        // Most files hold none of the three constructs: the words the lexer noted turn them away.
        guard !file.mentions.isDisjoint(with: [.nonisolated, .unchecked, .preconcurrency]),
              file.tokens.indices.contains(where: { Self.mayStartExemption(file, $0) }) else { return [] }
        // Attributes of inheritance clauses, by token: `@unchecked Sendable`, `: @preconcurrency P`.
        var clauseAttributes: [Int: Exemption] = [:]
        for position in tree.declarations.indices {
            let inheritance = tree.inheritance(of: Int32(position))
            guard !inheritance.isEmpty else { continue }
            let declaration = tree.declarations[position]
            for entry in inheritance {
                // The entry's type follows all its attributes, in any order: `@unchecked @retroactive Sendable`.
                var typeStart = Int(entry.token)
                while file.kind(typeStart) == .attribute {
                    typeStart += 1
                    if file.kind(typeStart) == .leftParen, let close = file.partner(typeStart) { typeStart = close + 1 }
                }
                let codeFreeBody = declaration.body.flatMap { $0.isEmpty ? $0 : nil }
                for attribute in Int(entry.token)..<typeStart where file.kind(attribute) == .attribute {
                    if file.isText(attribute, "@preconcurrency") {
                        clauseAttributes[attribute] = Exemption(
                            token: attribute, declarationStart: Int(declaration.firstToken),
                            subject: "'@preconcurrency' conformance of '\(declaration.name)' to '\(entry.name)'",
                            codeFreeBody: codeFreeBody)
                    } else if file.isText(attribute, "@unchecked"), isSendable(file, from: typeStart) {
                        clauseAttributes[attribute] = Exemption(
                            token: attribute, declarationStart: Int(declaration.firstToken),
                            subject: "'@unchecked Sendable' on '\(declaration.name)'", codeFreeBody: codeFreeBody)
                    }
                }
            }
        }
        let context = Context(file: file, tree: tree)
        var findings: [RuleFinding] = []
        var reasons: [Int: LineReason] = [:]
        for index in file.tokens.indices where Self.mayStartExemption(file, index) {
            let token = file.tokens[index]
            let exemption: Exemption?
            if token.kind == .attribute {
                if let clause = clauseAttributes[index] {
                    exemption = clause
                } else if file.isText(index, "@preconcurrency") {
                    exemption = preconcurrency(at: index, context: context)
                } else {
                    exemption = nil
                }
            } else if file.isText(index, "nonisolated"), file.isWord(index + 2, "unsafe"), file.kind(index + 3) == .rightParen {
                let name = declaredName(after: index + 4, file: file)
                exemption = Exemption(token: index, declarationStart: context.declarationStart(of: index),
                                      subject: "'nonisolated(unsafe)'" + (name.map { " on '\($0)'" } ?? ""))
            } else {
                exemption = nil
            }
            guard let exemption, let problem = missingReason(exemption, file: file, reasons: &reasons) else { continue }
            findings.append(RuleFinding(token: exemption.token, message: "\(exemption.subject) \(problem)"))
        }
        return findings
    }

    /// `@unchecked` or `@preconcurrency` (by length), or `nonisolated(`.
    private static func mayStartExemption(_ file: SourceFile, _ index: Int) -> Bool {
        let token = file.tokens[index]
        switch token.kind {
        case .attribute: return token.length == 10 || token.length == 15
        case .identifier: return token.length == 11 && file.kind(index + 1) == .leftParen
        default: return false
        }
    }

    /// `Sendable` or `Swift.Sendable` at `index`, ending the inheritance entry.
    private func isSendable(_ file: SourceFile, from index: Int) -> Bool {
        var cursor = index
        if file.isWord(cursor, "Swift"), file.kind(cursor + 1) == .period { cursor += 2 }
        guard file.isWord(cursor, "Sendable") else { return false }
        let next = file.kind(cursor + 1)
        return next != .period && next != .operator || file.isText(cursor + 1, "&")
    }

    /// `@preconcurrency` outside an inheritance clause: on an import always; on a declaration or in
    /// a type only with `include_declarations`.
    private func preconcurrency(at index: Int, context: Context) -> Exemption? {
        let file = context.file
        var cursor = index + 1
        while file.kind(cursor) == .attribute {
            cursor += 1
            if file.kind(cursor) == .leftParen, let close = file.partner(cursor) { cursor = close + 1 }
        }
        let start = context.declarationStart(of: index)
        if file.isWord(cursor, "import") {
            // `import Module`, `import struct Module.Type`: the dotted path after any kind word.
            var path = cursor + 1
            if file.kind(path) == .keyword, file.kind(path + 1) == .identifier { path += 1 }
            var module = file.kind(path) == .identifier ? file.name(path) : ""
            while file.kind(path + 1) == .period, file.kind(path + 2) == .identifier {
                path += 2
                module += "." + file.name(path)
            }
            return Exemption(token: index, declarationStart: start, subject: "'@preconcurrency import \(module)'")
        }
        guard includeDeclarations else { return nil }
        if let holder = context.declarationHead(holding: index) {
            return Exemption(token: index, declarationStart: start, subject: "'@preconcurrency' on '\(context.tree[holder].name)'")
        }
        return Exemption(token: index, declarationStart: start, subject: "'@preconcurrency'")
    }

    /// The name of the variable a `nonisolated(unsafe)` modifier ending before `index` declares.
    private func declaredName(after index: Int, file: SourceFile) -> String? {
        var cursor = index
        while cursor < min(index + 12, file.tokens.count) {
            if file.isWord(cursor, "var") || file.isWord(cursor, "let") {
                return file.kind(cursor + 1) == .identifier ? file.name(cursor + 1) : nil
            }
            cursor += 1
        }
        return nil
    }

    /// The file, its declarations' heads in token order, and the scanner's modifier test.
    private struct Context {
        let file: SourceFile
        let tree: DeclarationTree
        let scanner: DeclarationScanner
        /// Declarations by first token: heads (first attribute or modifier to name) never overlap.
        let heads: [Int32]

        init(file: SourceFile, tree: DeclarationTree) {
            self.file = file
            self.tree = tree
            scanner = DeclarationScanner(file: file)
            heads = tree.declarations.indices.map(Int32.init).sorted { tree[$0].firstToken < tree[$1].firstToken }
        }

        /// The declaration whose head (first attribute or modifier up to its name) holds `index`.
        func declarationHead(holding index: Int) -> Int32? {
            var low = 0, high = heads.count
            while low < high {
                let middle = (low + high) / 2
                if tree[heads[middle]].firstToken <= Int32(index) { low = middle + 1 } else { high = middle }
            }
            guard low > 0, Int32(index) <= tree[heads[low - 1]].nameToken else { return nil }
            return heads[low - 1]
        }

        /// The first token of the declaration (or import) whose head holds `index`: its first
        /// attribute or modifier. Declarations in function bodies are not in the tree: their
        /// attributes and modifiers are walked back over (attributes across lines, modifiers on the
        /// same line).
        func declarationStart(of index: Int) -> Int {
            if let holder = declarationHead(holding: index) { return Int(tree[holder].firstToken) }
            var start = index
            while start > 0 {
                var previous = start - 1
                if file.kind(previous) == .rightParen, let open = file.partner(previous) { previous = open - 1 }
                let isAttribute = file.kind(previous) == .attribute
                guard isAttribute || (scanner.modifierWordIsLikely(previous) && !file.tokens[start].flags.contains(.newlineBefore)) else { break }
                start = previous
            }
            return start
        }
    }

    /// What the comments on a line and in the comment-only block above it give.
    private struct LineReason {
        var hasReason = false
        var hasDate = false
    }

    /// Why the exemption's comments do not do (no reason, or no review date), or nil when they do.
    private func missingReason(_ exemption: Exemption, file: SourceFile, reasons: inout [Int: LineReason]) -> String? {
        let tokenLine = file.line(of: exemption.token)
        let declarationLine = file.line(of: exemption.declarationStart)
        var reasonWithoutDate = false
        for line in tokenLine == declarationLine ? [tokenLine] : [tokenLine, declarationLine] {
            // Several exemptions of one declaration ask about the same line: read its block once.
            let reason = reasons[line] ?? lineReason(line, file: file)
            reasons[line] = reason
            if reason.hasReason && (reason.hasDate || !requireReviewDate) { return nil }
            reasonWithoutDate = reasonWithoutDate || reason.hasReason
        }
        if let body = exemption.codeFreeBody {
            let reason = bodyReason(body, file: file)
            if reason.hasReason && (reason.hasDate || !requireReviewDate) { return nil }
            reasonWithoutDate = reasonWithoutDate || reason.hasReason
        }
        if reasonWithoutDate { return "has a reason comment but no review date; add one as YYYY-MM-DD." }
        return requireReviewDate
            ? "has no reason comment; add one above it saying why it is safe, with a review date YYYY-MM-DD."
            : "has no reason comment; add one above it saying why it is safe."
    }

    /// The line's own comments and the comment-only block right above it.
    private func lineReason(_ line: Int, file: SourceFile) -> LineReason {
        let block = file.commentBlock(above: line).map { $0.lowerBound...line } ?? line...line
        return reason(inComments: file.commentIndices(onLines: block), file: file)
    }

    /// The comments between the braces of a body without code (`body` holds no token).
    private func bodyReason(_ body: Range<Int32>, file: SourceFile) -> LineReason {
        let open = Int(body.lowerBound) - 1, close = Int(body.lowerBound)
        guard open >= 0, close < file.tokens.count else { return LineReason() }
        let inside = file.commentIndices(onLines: file.line(of: open)...file.line(of: close)).filter { comment in
            file.comments[comment].offset >= file.tokens[open].end && file.comments[comment].end <= file.tokens[close].offset
        }
        return reason(inComments: inside, file: file)
    }

    private func reason(inComments comments: some Sequence<Int>, file: SourceFile) -> LineReason {
        var reason = LineReason()
        for comment in comments {
            let text = file.textRange(ofComment: comment)
            reason.hasDate = reason.hasDate || containsDate(file.bytes[text])
            if !reason.hasReason, !file.isToolDirective(comment: comment) {
                reason.hasReason = identifierWords(String(decoding: file.bytes[text], as: UTF8.self)).contains { word in
                    reasonWords.contains { word.hasPrefix($0) }
                }
            }
        }
        return reason
    }

    /// Whether `YYYY-MM-DD` (month 01–12, day 01–31) appears, not inside a longer run of digits.
    private func containsDate(_ text: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(text)
        guard bytes.count >= 10 else { return false }
        func isDigit(_ position: Int) -> Bool { position >= 0 && position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39 }
        func number(_ position: Int, _ length: Int) -> Int { (position..<position + length).reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
        for start in 0...(bytes.count - 10) where !isDigit(start - 1) && !isDigit(start + 10) {
            guard (0..<4).allSatisfy({ isDigit(start + $0) }), bytes[start + 4] == UInt8(ascii: "-"), isDigit(start + 5), isDigit(start + 6),
                  bytes[start + 7] == UInt8(ascii: "-"), isDigit(start + 8), isDigit(start + 9) else { continue }
            let month = number(start + 5, 2), day = number(start + 8, 2)
            if (1...12).contains(month), (1...31).contains(day) { return true }
        }
        return false
    }
}
