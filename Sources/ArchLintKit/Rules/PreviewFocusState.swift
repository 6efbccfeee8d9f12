/// `preview_focus_state`: a preview seeding its own `@FocusState` with a write in `.onAppear` or
/// `.task`, where `.defaultFocus($name, …)` states the initial focus.
public struct PreviewFocusState: Rule {
    public static let id = "preview_focus_state"

    public init(options: RuleOptions) {}

    /// A seeding scope (rules.md §19): code of one preview, without the bodies of types nested in it,
    /// and how the message names the preview.
    private struct Scope {
        var tokens: Range<Int>
        var nestedBodies: [Range<Int>]
        var label: String
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var reported = Set<Int>()
        for scope in seedingScopes(context) {
            let names = focusStateNames(in: scope, context.file)
            guard !names.isEmpty else { continue }
            for (write, modifier) in seedingWrites(of: names, in: scope, context.file) where reported.insert(write).inserted {
                let name = context.file.name(write)
                findings.append(RuleFinding(
                    token: write,
                    message: "preview \(scope.label) seeds @FocusState '\(name)' with a write in .\(modifier); use '.defaultFocus($\(name), …)' instead"))
            }
        }
        return findings.sorted { $0.token < $1.token }
    }

    // MARK: Scopes

    /// Each `#Preview`'s arguments and closure, each type declared in one (found by its tokens: the
    /// scanner keeps no declarations inside closures), each type declared inside a `PreviewProvider`'s
    /// body or extension, and each preview host.
    private func seedingScopes(_ context: RuleContext) -> [Scope] {
        let file = context.file, tree = context.tree
        var scopes: [Scope] = []
        let macros = file.previewMacroContexts()
        for macro in macros {
            let types = typeBodies(in: macro.tokens, file)
            scopes.append(Scope(tokens: macro.tokens, nestedBodies: types.map(\.body), label: macro.label))
            for type in types {
                scopes.append(Scope(tokens: type.body, nestedBodies: typeBodies(in: type.body, file).map(\.body), label: file.name(type.name)))
            }
        }
        // Whether each type or extension's body is a preview context, parents before children (the
        // scanner keeps no declarations inside a `#Preview`'s closure, so the tree's lie outside them).
        var isPreviewBody = [Bool](repeating: false, count: tree.declarations.count)
        let previewProviders = context.shared.previewProviders(tree, indexed: context.filePosition != nil, index: context.index)
        // Members of any kind pass it on (a wrapper declared in `static var previews`).
        for position in tree.declarations.indices {
            let parent = Int(tree.declarations[position].parent)
            let inPreview = parent >= 0 && isPreviewBody[parent]
            isPreviewBody[position] = inPreview || previewProviders[position]
            guard tree.declarations[position].kind.isType, let body = tree.declarations[position].body,
                  inPreview || isPreviewHost(Int32(position), context) else { continue }
            let nested = tree.children(of: Int32(position)).compactMap { tree.declarations[Int($0)].kind.isType ? tree.declarations[Int($0)].body : nil }
            scopes.append(Scope(tokens: Int(body.lowerBound)..<Int(body.upperBound), nestedBodies: nested.map { Int($0.lowerBound)..<Int($0.upperBound) },
                                label: tree.declarations[position].name))
        }
        return scopes
    }

    /// A struct or class outside preview contexts (the caller's check) whose name has the word
    /// `Preview` or `Previews` and that is constructed inside preview contexts only (non-test code).
    private func isPreviewHost(_ position: Int32, _ context: RuleContext) -> Bool {
        // Fields read in place: a copy of a declaration retains each of its fields.
        let tree = context.tree, kind = tree.declarations[Int(position)].kind
        guard kind == .struct || kind == .class, context.file.hasPreviewWord(Int(tree.declarations[Int(position)].nameToken)) else { return false }
        let parent = tree.declarations[Int(position)].parent
        let enclosing = parent >= 0 ? tree.declarations[Int(parent)].name.lastDottedComponent : nil
        return context.index.isBuiltOnlyByPreviews(tree.declarations[Int(position)].name, enclosing: enclosing)
    }

    /// The types declared directly in `range` (not inside another of them): `struct`, `class`,
    /// `enum` or `actor`, its name and the tokens inside its braces.
    private func typeBodies(in range: Range<Int>, _ file: SourceFile) -> [(name: Int, body: Range<Int>)] {
        var types: [(name: Int, body: Range<Int>)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard (file.isWord(index, "struct") || file.isWord(index, "class") || file.isWord(index, "enum") || file.isWord(index, "actor")),
                  file.kind(index + 1) == .identifier else {
                index += 1
                continue
            }
            var open = index + 2
            while open < range.upperBound, file.kind(open) != .leftBrace { open += 1 }
            guard open < range.upperBound, file.braceRole(open) == .typeBody, let close = file.partner(open), close <= range.upperBound else {
                index += 1
                continue
            }
            types.append((index + 1, open + 1..<close))
            index = close + 1
        }
        return types
    }

    // MARK: Names and writes

    /// The names declared with `@FocusState` in the scope's own code (`@Previewable @FocusState var
    /// focused: Bool`, `@FocusState private var field: Field?`).
    private func focusStateNames(in scope: Scope, _ file: SourceFile) -> Set<String> {
        var names = Set<String>()
        for index in tokens(of: scope) where file.kind(index) == .attribute && file.isText(index, "@FocusState") {
            var cursor = index + 1
            // Further attributes and modifiers, up to `var`.
            while cursor < scope.tokens.upperBound, !file.isWord(cursor, "var"),
                  file.kind(cursor) == .attribute || file.kind(cursor) == .keyword || file.kind(cursor) == .identifier && file.kind(cursor + 1) != .colon {
                cursor += 1
            }
            if file.isWord(cursor, "var"), file.kind(cursor + 1) == .identifier { names.insert(file.name(cursor + 1)) }
        }
        return names
    }

    /// Each `NAME = …` or `self.NAME = …` of a focus-state name inside the closure of `.onAppear`
    /// (trailing, or its `perform:` argument) or of `.task` (any closure of the call), with the modifier.
    private func seedingWrites(of names: Set<String>, in scope: Scope, _ file: SourceFile) -> [(write: Int, modifier: String)] {
        var writes: [(write: Int, modifier: String)] = []
        for open in tokens(of: scope) where file.kind(open) == .leftBrace {
            guard let call = file.closureOfCall(open), file.kind(call.callee - 1) == .period, let close = file.partner(open) else { continue }
            let modifier: String
            if file.isText(call.callee, "onAppear"), call.label == nil ? call.isTrailing : file.isText(call.label!, "perform") {
                modifier = "onAppear"
            } else if file.isText(call.callee, "task") {
                modifier = "task"
            } else {
                continue
            }
            for token in open + 1..<close where file.kind(token) == .identifier && file.kind(token + 1) == .operator && file.isText(token + 1, "=") {
                guard names.contains(file.name(token)) else { continue }
                // `NAME`, or `self.NAME`; not another value's member, nor a new binding (`let NAME =`).
                if file.kind(token - 1) == .period, !file.isWord(token - 2, "self") || file.kind(token - 3) == .period { continue }
                if file.isWord(token - 1, "let") || file.isWord(token - 1, "var") { continue }
                writes.append((token, modifier))
            }
        }
        return writes
    }

    /// The scope's token indices, nested types' bodies left out (they are in source order).
    private func tokens(of scope: Scope) -> [Int] {
        var indices: [Int] = []
        var index = scope.tokens.lowerBound, nested = 0
        let bodies = scope.nestedBodies.sorted { $0.lowerBound < $1.lowerBound }
        while index < scope.tokens.upperBound {
            while nested < bodies.count, bodies[nested].upperBound <= index { nested += 1 }
            if nested < bodies.count, bodies[nested].contains(index) {
                index = bodies[nested].upperBound
                continue
            }
            indices.append(index)
            index += 1
        }
        return indices
    }
}
