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
        var contexts = file.previewMacroContexts().map { PreviewContext(tokens: $0.tokens, label: $0.label) }
        let previewProviders = shared.previewProviders(tree, indexed: filePosition != nil, index: index)
        for position in tree.declarations.indices where previewProviders[position] {
            guard let body = tree.declarations[position].body else { continue }
            let declaration = tree.declarations[position]
            let name = declaration.name.lastDottedComponent
            contexts.append(PreviewContext(tokens: Int(body.lowerBound)..<Int(body.upperBound), label: "PreviewProvider \(name)"))
        }
        return contexts
    }
}
