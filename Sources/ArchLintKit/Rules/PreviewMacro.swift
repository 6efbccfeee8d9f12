/// `preview_macro` (opt-in): a `PreviewProvider` conformance where the `#Preview` macro would do.
public struct PreviewMacro: Rule {
    public static let id = "preview_macro"

    private let exemptConformances: Set<String>

    public init(options: RuleOptions) {
        exemptConformances = Set(options.stringList("exempt_conformances"))
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let tree = context.tree
        let file = context.file
        // A declaration repeated in a later `#if` branch: only the first counts.
        var seen = Set<String>()
        var findings: [RuleFinding] = []
        for position in tree.declarations.indices {
            let declaration = tree.declarations[position]
            let isType = declaration.kind == .struct || declaration.kind == .class || declaration.kind == .enum
            guard isType || declaration.kind == .extension,
                  let entry = tree.inheritance(of: Int32(position)).first(where: { $0.name == "PreviewProvider" }),
                  seen.insert((isType ? "" : "extension ") + tree.qualifiedName(of: Int32(position))).inserted else { continue }
            let names = context.index.conformanceNames(of: Int32(position), in: tree, path: file.path)
            guard !names.contains(where: { exemptConformances.contains($0) || isProjectProtocol($0, context.index) }) else { continue }
            let name = declaration.name.lastDottedComponent
            findings.append(RuleFinding(
                token: isType ? Int(declaration.nameToken) : previewProviderToken(from: Int(entry.token), file),
                message: "'\(name)' is a PreviewProvider; write the preview with the #Preview macro instead"))
        }
        return findings
    }

    private func isProjectProtocol(_ name: String, _ index: ProjectIndex) -> Bool {
        index.types[name]?.contains { index.kind(of: $0) == .protocol } ?? false
    }

    /// The `PreviewProvider` name token of an inheritance entry (`SwiftUI.PreviewProvider`, `@preconcurrency PreviewProvider`).
    private func previewProviderToken(from start: Int, _ file: SourceFile) -> Int {
        var cursor = start
        while cursor < file.tokens.count, cursor < start + 8 {
            if file.isWord(cursor, "PreviewProvider") { return cursor }
            cursor += 1
        }
        return start
    }
}
