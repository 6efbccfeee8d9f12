/// A stretch of code that runs only in a SwiftUI preview (rules.md §9, "preview context" of the
/// third wave), and how a message names it.
struct PreviewContext {
    var tokens: Range<Int>
    var label: String
}

extension RuleContext {
    /// The arguments and trailing closure of every `#Preview`, and the bodies of `PreviewProvider`
    /// types and of their extensions (nested types included).
    func previewContexts() -> [PreviewContext] {
        var contexts: [PreviewContext] = []
        // Most files hold no `#Preview`: the words the lexer noted turn them away.
        let macroSearch = file.mentions.contains(.preview) ? file.tokens.indices : 0..<0
        for index in macroSearch where file.kind(index) == .macro && file.isText(index, "#Preview") {
            var label = "#Preview"
            var next = index + 1
            if file.kind(next) == .leftParen, let close = file.partner(next) {
                contexts.append(PreviewContext(tokens: next + 1..<close, label: label))
                if let name = file.stringLiteralValue(next + 1) {
                    label = "#Preview(\"\(name)\")"
                    contexts[contexts.count - 1].label = label
                }
                next = close + 1
            }
            if file.kind(next) == .leftBrace, let close = file.partner(next) {
                contexts.append(PreviewContext(tokens: next + 1..<close, label: label))
            }
        }
        for position in tree.declarations.indices {
            let kind = tree.declarations[position].kind
            guard kind.hasMembers, kind != .protocol, let body = tree.declarations[position].body,
                  index.isPreviewProvider(Int32(position), in: tree, path: file.path) else { continue }
            let declaration = tree.declarations[position]
            let name = declaration.name.lastDottedComponent
            contexts.append(PreviewContext(tokens: Int(body.lowerBound)..<Int(body.upperBound), label: "PreviewProvider \(name)"))
        }
        return contexts
    }
}
