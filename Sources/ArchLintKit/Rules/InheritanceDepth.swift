/// `inheritance_depth`: no class inheritance deeper than `max_depth` levels.
struct InheritanceDepth: Rule {
    static let id = "inheritance_depth"
    let maxDepth: Int
    let externalClasses: Set<String>
    let includeTests: Bool
    /// Per shared base (the topmost project class of a chain): how many classes of the project are
    /// too deep below it (computed once per run from the index, whichever file asks first).
    private var tooDeepByBase = Memo<TypeReference, Int>()

    init(options: RuleOptions) {
        maxDepth = options.integer("max_depth")
        externalClasses = Set(options.stringList("external_classes"))
        includeTests = options.bool("include_tests")
    }

    func prepared(for index: ProjectIndex) -> InheritanceDepth {
        var rule = self
        rule.tooDeepByBase = Memo()
        return rule
    }

    func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var seen = Set<String>()
        let index = context.index
        // By index: copying every declaration would retain all its fields.
        let declarations = context.tree.declarations
        for position in declarations.indices where declarations[position].kind == .class {
            // A class declared in several `#if` branches is one class: its first declaration counts.
            guard seen.insert(context.tree.qualifiedName(of: Int32(position))).inserted else { continue }
            let declaration = declarations[position]
            guard let chain = chain(from: declaration, index: index), chain.names.count - 1 > maxDepth else { continue }
            var message = "'\(declaration.name)' is \(chain.names.count - 1) levels deep (\(chain.names.joined(separator: " → "))); "
                + "max is \(maxDepth); compose instead"
            var rootCause: RootCause?
            if let base = chain.base {
                let tooDeep = tooDeepByBase.value(for: base) { classesTooDeep(below: base, index: index) }
                let others = tooDeep - 1
                if others > 0 {
                    message += " (\(others) more below '\(index[base].name)')"
                }
                rootCause = RootCause(subject: "'\(index[base].name)' (\(index.path(of: base)):\(index[base].namePosition.line))",
                                      fix: "compose instead of subclassing it")
            }
            findings.append(RuleFinding(token: Int(declaration.nameToken), message: message, rootCause: rootCause))
        }
        return findings
    }

    /// The class and its ancestors up to the first external superclass, with the topmost project
    /// superclass (the chain's shared base); nil for a cycle. Iterative with a visited set, so chains of
    /// any length neither recurse nor hang.
    private func chain(from declaration: Declaration, index: ProjectIndex) -> (names: [String], base: TypeReference?)? {
        var names = [declaration.name]
        var visited = Set<TypeReference>()
        var base: TypeReference?
        var current = declaration
        while let first = current.inheritance.first {
            let name = first.name
            if TypeNames.isProtocolLike(name, index: index) { break }
            if let superclass = index.firstType(named: name, kind: .class) {
                guard visited.insert(superclass).inserted else { return nil }
                names.append(name)
                base = superclass
                current = index[superclass]
                continue
            }
            if isExternalClass(name, index: index) { names.append(name) }
            break
        }
        return (names, base)
    }

    private func isExternalClass(_ name: String, index: ProjectIndex) -> Bool {
        !index.declaresType(name) && (TypeNames.isAppleFrameworkType(name, index: index) || externalClasses.contains(name))
    }

    /// How many classes of the project's Swift code (outside test code unless `include_tests`) below `base` are
    /// deeper than `max_depth`: one walk down the subclasses, each class's depth handed down from its
    /// superclass's, so every class is visited once.
    private func classesTooDeep(below base: TypeReference, index: ProjectIndex) -> Int {
        let baseSuperclass = index[base].inheritance.first?.name
        let baseDepth = baseSuperclass.map { !TypeNames.isProtocolLike($0, index: index) && isExternalClass($0, index: index) } == true ? 1 : 0
        var count = 0
        index.walkSubclasses(of: base, starting: baseDepth) { reference, depth in
            if depth > maxDepth, index.isLinted(reference, includingTests: includeTests) { count += 1 }
            return depth + 1
        }
        return count
    }
}
