/// `hardcoded_ui_string` (opt-in): a string literal given as user-facing text to a UIKit/AppKit text
/// property or to the title or message of a fixed list of initialisers and methods. SwiftUI's
/// literals are localized keys and never reported.
public struct HardcodedUIString: Rule {
    public static let id = "hardcoded_ui_string"

    /// The initialisers whose labelled arguments are user-facing text (also `UIKit.`-qualified).
    private static let initializerLabels: [(type: String, labels: [String])] = [
        ("UIAlertController", ["title", "message"]),
        ("UIAlertAction", ["title"]),
        ("UIBarButtonItem", ["title"]),
        ("UIAction", ["title", "subtitle"]),
        ("UIMenu", ["title"]),
        ("UIContextualAction", ["title"]),
        ("UIKeyCommand", ["title"]),
        ("UICommand", ["title"]),
        ("UIAccessibilityCustomAction", ["name"]),
        ("UIApplicationShortcutItem", ["localizedTitle", "localizedSubtitle"]),
        ("NSMenuItem", ["title"]),
    ]

    private let properties: [String]
    private let properNouns: Set<String>

    public init(options: RuleOptions) {
        properties = options.stringList("properties")
        properNouns = Set(options.stringList("proper_nouns"))
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        var findings: [RuleFinding] = []
        var exemptions: Exemptions?
        // Each open `#if` and whether its current branch is `#if DEBUG` (or `#elseif DEBUG`).
        var branches: [Bool] = []
        var debugBranches = 0
        // The declarations around the current token, innermost last: kept along the walk, so no
        // token asks the tree (a walk down every level of nested types); made and moved on only
        // when a position asks (made for every file, it was a sixth of the rule's instructions).
        var enclosing = EnclosingDeclarations(context.tree)
        let count = file.tokens.count
        for index in 0..<count {
            let kind = file.tokens[index].kind
            if kind == .directive {
                updateBranches(&branches, &debugBranches, at: index, in: file)
                continue
            }
            guard kind == .stringStart || kind == .identifier, debugBranches == 0, mayOpenPosition(index, in: file) else { continue }
            for (literal, position) in positions(at: index, enclosing: &enclosing, in: context) {
                guard let text = uiText(literal, in: file) else { continue }
                if exemptions == nil { exemptions = Exemptions(context) }
                guard !exemptions!.exempts(literal, innermost: enclosing.innermost(at: index), context) else { continue }
                findings.append(RuleFinding(
                    token: literal,
                    message: "user-facing text \"\(text)\" is hard-coded in '\(position)'; localize it (String(localized:) or NSLocalizedString)"))
            }
        }
        return findings
    }

    /// Tracks the `#if` branches around the directive at `index`: a branch whose condition is exactly
    /// `DEBUG` is debug code; its `#else` branch is not.
    private func updateBranches(_ branches: inout [Bool], _ debugBranches: inout Int, at index: Int, in file: SourceFile) {
        let isDebugCondition = file.isWord(index + 1, "DEBUG")
            && (index + 2 >= file.tokens.count || file.tokens[index + 2].flags.contains(.newlineBefore))
        if file.isText(index, "#if") {
            branches.append(isDebugCondition)
            if isDebugCondition { debugBranches += 1 }
            return
        }
        guard let current = branches.last else { return }
        if current { debugBranches -= 1 }
        if file.isText(index, "#endif") {
            branches.removeLast()
            return
        }
        let isDebug = file.isText(index, "#elseif") && isDebugCondition
        branches[branches.count - 1] = isDebug
        if isDebug { debugBranches += 1 }
    }

    // MARK: Positions

    /// A byte-level look at the token at `index` (a `stringStart` or identifier) that rules out all
    /// but the few that `positions` may answer for: a literal after `=`, a name starting with `UI`
    /// or `NS` before `(` or `.`, or a member name starting as `setTitle`, `addButton` or
    /// `insertSegment` do. (Asking `positions` at every identifier was most of the rule's cost.)
    @inline(__always) private func mayOpenPosition(_ index: Int, in file: SourceFile) -> Bool {
        let token = file.tokens[index]
        guard token.kind == .identifier else { return file.kind(index - 1) == .operator }
        let first = file.bytes[Int(token.offset)]
        if first == UInt8(ascii: "U") || first == UInt8(ascii: "N") {
            return token.length >= 6 && (file.kind(index + 1) == .leftParen || file.kind(index + 1) == .period)
        }
        return (first == UInt8(ascii: "s") || first == UInt8(ascii: "a") || first == UInt8(ascii: "i")) && file.kind(index - 1) == .period
    }

    /// The string literals the token at `index` puts in a position of the rule (each literal's
    /// `stringStart`), with how the message names the position.
    private func positions(at index: Int, enclosing: inout EnclosingDeclarations, in context: RuleContext) -> [(literal: Int, position: String)] {
        let file = context.file
        if file.kind(index) == .stringStart {
            // `X.P = LIT`, or `title = LIT` as a statement in a view controller.
            guard file.kind(index - 1) == .operator, file.isText(index - 1, "="), file.kind(index - 2) == .identifier else { return [] }
            let property = index - 2
            if file.kind(property - 1) == .period {
                guard let name = properties.first(where: { file.isName(property, equalTo: $0) }) else { return [] }
                return [(index, ".\(name) =")]
            }
            guard file.isText(property, "title"),
                  file.tokens[property].flags.contains(.newlineBefore) || file.kind(property - 1) == .leftBrace
                    || file.kind(property - 1) == .semicolon,
                  isInViewControllerBody(enclosing.innermost(at: index), context.tree) else { return [] }
            return [(index, "title =")]
        }
        let open = index + 1
        guard file.kind(open) == .leftParen, !file.tokens[open].flags.contains(.newlineBefore), let close = file.partner(open) else {
            // `N.init(…)`.
            if file.kind(index + 1) == .period, file.isWord(index + 2, "init"), file.kind(index + 3) == .leftParen,
               let close = file.partner(index + 3), let labels = initializerLabels(of: index, in: file) {
                return labelledLiterals(in: index + 4..<close, labels: labels, callee: file.name(index), file: file)
            }
            return []
        }
        if file.kind(index - 1) == .period {
            if file.isText(index, "setTitle") {
                return file.kind(open + 1) == .stringStart ? [(open + 1, ".setTitle(…)")] : []
            }
            if file.isText(index, "addButton") || file.isText(index, "insertSegment") {
                guard file.isText(open + 1, "withTitle"), file.kind(open + 2) == .colon, file.kind(open + 3) == .stringStart else { return [] }
                return [(open + 3, ".\(file.name(index))(withTitle:)")]
            }
        }
        guard let labels = initializerLabels(of: index, in: file) else { return [] }
        return labelledLiterals(in: open + 1..<close, labels: labels, callee: file.name(index), file: file)
    }

    /// The text labels of the initialiser named at `index` (unqualified or `UIKit.`-qualified).
    private func initializerLabels(of index: Int, in file: SourceFile) -> [String]? {
        // Every name of the list starts with `UI` or `NS`.
        let start = Int(file.tokens[index].offset)
        guard file.tokens[index].length >= 6,
              (file.bytes[start] == UInt8(ascii: "U") && file.bytes[start + 1] == UInt8(ascii: "I"))
                || (file.bytes[start] == UInt8(ascii: "N") && file.bytes[start + 1] == UInt8(ascii: "S")) else { return nil }
        if file.kind(index - 1) == .period, !file.isText(index - 2, "UIKit") { return nil }
        return Self.initializerLabels.first { file.isText(index, equalTo: $0.type) }?.labels
    }

    /// The string literals that open an argument value labelled with one of `labels`.
    private func labelledLiterals(in arguments: Range<Int>, labels: [String], callee: String, file: SourceFile) -> [(literal: Int, position: String)] {
        var found: [(literal: Int, position: String)] = []
        for item in file.items(in: arguments) where item.count >= 3 {
            let label = item.lowerBound
            guard file.kind(label + 1) == .colon, file.kind(label + 2) == .stringStart,
                  let name = labels.first(where: { file.isName(label, equalTo: $0) }) else { continue }
            found.append((label + 2, "\(callee)(\(name):)"))
        }
        return found
    }

    /// Whether code in the declaration `innermost` is in the body of a class (not an extension) whose
    /// first inheritance entry ends in `Controller`, that class being the innermost type around it.
    private func isInViewControllerBody(_ innermost: Int32?, _ tree: DeclarationTree) -> Bool {
        var current = innermost ?? -1
        while current >= 0, !tree.declarations[Int(current)].kind.hasMembers { current = tree.declarations[Int(current)].parent }
        guard current >= 0, tree.declarations[Int(current)].kind == .class,
              let first = tree.inheritance(of: current).first else { return false }
        return first.name.hasSuffix("Controller")
    }

    // MARK: Literals

    /// The literal text of the UI text literal opening at `start`, as the message quotes it, or nil
    /// when it is not one: not the whole value, fewer than two letters, key-like, or a proper noun.
    private func uiText(_ start: Int, in file: SourceFile) -> String? {
        let end = file.stringLiteralEnd(start)
        // An unterminated literal (the compiler rejects it) has no text; one opened by the file's
        // last byte ends where it starts.
        guard file.kind(end) == .stringEnd else { return nil }
        let next = end + 1
        if let kind = file.kind(next), !file.tokens[next].flags.contains(.newlineBefore) {
            guard kind == .comma || kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .semicolon else { return nil }
        }
        let text = literalText(start, end: end, in: file)
        var letters = 0
        var hasWhitespace = false
        var hasKeyCharacter = false
        for scalar in text.unicodeScalars {
            if scalar.isAlphabetic { letters += 1 }
            if scalar.properties.isWhitespace { hasWhitespace = true }
            if scalar == "." || scalar == "/" || scalar == "@" || scalar == ":" || scalar == "_" { hasKeyCharacter = true }
        }
        guard letters >= 2, hasWhitespace || !hasKeyCharacter else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        let collapsed = words.joined(separator: " ")
        if properNouns.contains(collapsed) || words.allSatisfy({ properNouns.contains(String($0)) }) { return nil }
        return collapsed.count > 40 ? String(collapsed.prefix(40)) + "…" : collapsed
    }

    /// The text of the literal from `start` to `end` without its interpolations, escapes decoded
    /// (raw literals as written).
    private func literalText(_ start: Int, end: Int, in file: SourceFile) -> String {
        let isRaw = file.bytes[Int(file.tokens[start].offset)] == UInt8(ascii: "#")
        var bytes: [UInt8] = []
        var nested = 0
        for index in start + 1..<end {
            switch file.tokens[index].kind {
            case .stringStart: nested += 1
            case .stringEnd: nested -= 1
            case .stringSegment where nested == 0: bytes += file.bytes[file.tokens[index].byteRange]
            default: break
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return isRaw || !bytes.contains(UInt8(ascii: "\\")) ? text : SourceFile.decodeEscapes(text)
    }

    // MARK: Exemptions

    /// Debug screens and previews of a file, worked out when its first UI text literal is found.
    private struct Exemptions {
        /// The file's name has the word `Debug` (`SyncDebugViewController.swift`).
        private let isDebugFile: Bool
        /// Per declaration: 0 not asked yet, 1 a type named with the word `Debug` or inside one, 2 not.
        private var debugTypes: [UInt8]
        /// The file's preview contexts, overlapping ones merged, by start.
        private let previews: [Range<Int>]

        init(_ context: RuleContext) {
            let path = context.file.path
            isDebugFile = identifierWords(path.split(separator: "/").last.map(String.init) ?? path).contains("debug")
            debugTypes = [UInt8](repeating: 0, count: context.tree.declarations.count)
            var merged: [Range<Int>] = []
            for range in context.previewContexts().map(\.tokens).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            previews = merged
        }

        /// Whether the token is in a file or a type (or one nested in it) whose name has the word
        /// `Debug`, or in a preview context.
        mutating func exempts(_ token: Int, innermost: Int32?, _ context: RuleContext) -> Bool {
            if isDebugFile { return true }
            if let innermost, isDebug(innermost, context.tree) { return true }
            // The last context starting at or before the token.
            var low = 0, high = previews.count
            while low < high {
                let middle = (low + high) / 2
                if previews[middle].lowerBound <= token { low = middle + 1 } else { high = middle }
            }
            return low > 0 && previews[low - 1].contains(token)
        }

        private mutating func isDebug(_ declaration: Int32, _ tree: DeclarationTree) -> Bool {
            // Up to the first declaration already answered, then the answers filled in on the way back.
            var chain: [Int32] = []
            var current = declaration
            var answer = false
            while current >= 0 {
                if debugTypes[Int(current)] != 0 {
                    answer = debugTypes[Int(current)] == 1
                    break
                }
                chain.append(current)
                current = tree.declarations[Int(current)].parent
            }
            for position in chain.reversed() {
                let named = tree.declarations[Int(position)]
                answer = answer || (named.kind.hasMembers && identifierWords(named.name).contains("debug"))
                debugTypes[Int(position)] = answer ? 1 : 2
            }
            return answer
        }
    }

    /// The declarations whose tokens hold a token, innermost last, for a walk through a file's
    /// tokens in order: each declaration is entered and left once. Their order is made at the first
    /// question.
    private struct EnclosingDeclarations {
        private let tree: DeclarationTree
        /// The declarations by first token (a parent before its members).
        private var order: [Int32]?
        private var next = 0
        private var open: [Int32] = []

        init(_ tree: DeclarationTree) { self.tree = tree }

        /// The innermost declaration holding `token`, at or after every token asked before.
        mutating func innermost(at token: Int) -> Int32? {
            if order == nil {
                order = tree.declarations.indices.map(Int32.init).sorted {
                    (tree.declarations[Int($0)].firstToken, $0) < (tree.declarations[Int($1)].firstToken, $1)
                }
            }
            advance(to: token, order: order.unsafelyUnwrapped)
            return open.last
        }

        private mutating func advance(to token: Int, order: [Int32]) {
            while let last = open.last, tree.declarations[Int(last)].lastToken < token { open.removeLast() }
            while next < order.count, tree.declarations[Int(order[next])].firstToken <= token {
                let entered = order[next]
                next += 1
                guard tree.declarations[Int(entered)].lastToken >= token else { continue }
                while let last = open.last, tree.declarations[Int(last)].lastToken < tree.declarations[Int(entered)].firstToken {
                    open.removeLast()
                }
                open.append(entered)
            }
        }
    }
}
