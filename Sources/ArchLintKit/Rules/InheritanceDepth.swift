/// `inheritance_depth`: no class inheritance deeper than `max_depth` levels.
struct InheritanceDepth: Rule {
    static let id = "inheritance_depth"
    let maxDepth: Int
    let externalClasses: Set<String>

    init(options: RuleOptions) {
        maxDepth = options.integer("max_depth")
        externalClasses = Set(options.stringList("external_classes"))
    }

    func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var seen = Set<String>()
        // By index: copying every declaration would retain all its fields.
        let declarations = context.tree.declarations
        for position in declarations.indices where declarations[position].kind == .class {
            // A class declared in several `#if` branches is one class: its first declaration counts.
            guard seen.insert(context.tree.qualifiedName(of: Int32(position))).inserted else { continue }
            let declaration = declarations[position]
            guard let chain = chain(from: declaration, index: context.index), chain.count - 1 > maxDepth else { continue }
            let message = "'\(declaration.name)' is \(chain.count - 1) levels deep (\(chain.joined(separator: " → "))); "
                + "max is \(maxDepth). Prefer composition: move shared behaviour into protocols or injected helpers."
            findings.append(RuleFinding(token: Int(declaration.nameToken), message: message))
        }
        return findings
    }

    /// The class and its ancestors up to the first external superclass, or nil for a cycle.
    /// Iterative with a visited set, so chains of any length neither recurse nor hang.
    private func chain(from declaration: Declaration, index: ProjectIndex) -> [String]? {
        var names = [declaration.name]
        var visited = Set<TypeReference>()
        var current = declaration
        while let first = current.inheritance.first {
            let name = first.name
            if TypeNames.isProtocolLike(name, index: index) { break }
            if let superclass = index.firstType(named: name, kind: .class) {
                guard visited.insert(superclass).inserted else { return nil }
                names.append(name)
                current = index[superclass]
                continue
            }
            if !index.declaresType(name), TypeNames.isAppleFrameworkType(name, index: index) || externalClasses.contains(name) {
                names.append(name)
            }
            break
        }
        return names
    }
}
