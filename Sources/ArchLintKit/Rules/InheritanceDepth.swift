/// `inheritance_depth`: no class inheritance deeper than `max_depth` levels.
struct InheritanceDepth: Rule {
    static let id = "inheritance_depth"
    let maxDepth: Int
    let externalClasses: Set<String>
    let includeTests: Bool
    /// Per shared base (the topmost project class of a chain): how many classes of the project are
    /// too deep below it (computed once per run from the index, whichever file asks first).
    private var tooDeepByBase = Memo<TypeReference, Int>()
    /// Every class's chain, each computed once per run from its superclass's.
    private var chains = InheritanceChains()

    init(options: RuleOptions) {
        maxDepth = options.integer("max_depth")
        externalClasses = Set(options.stringList("external_classes"))
        includeTests = options.bool("include_tests")
    }

    func prepared(for index: ProjectIndex) -> InheritanceDepth {
        var rule = self
        rule.tooDeepByBase = Memo()
        rule.chains = InheritanceChains()
        return rule
    }

    func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var seen = Set<Int32>()
        let ids = context.typeNameIDs
        let index = context.index
        // By index: copying every declaration would retain all its fields.
        let declarations = context.tree.declarations
        for position in declarations.indices where declarations[position].kind == .class {
            // A class declared in several `#if` branches is one class: its first declaration counts.
            guard seen.insert(ids[position]).inserted else { continue }
            let declaration = declarations[position]
            guard let chain = chains.chain(of: declaration.name, inheriting: context.tree.inheritance(of: Int32(position)).first?.name,
                                           index: index, superclass: superclass),
                  chain.levels > maxDepth else { continue }
            var message = "'\(declaration.name)' is \(chain.levels) levels deep (\(chain.listing)); max is \(maxDepth); compose instead"
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

    /// What follows a class in its chain: a project superclass, an external class (which ends it),
    /// or nothing (no superclass, a protocol, or `NSObject`/`NSProxy`: the Objective-C root classes,
    /// adopted for runtime interop rather than behaviour, are depth 0).
    private func superclass(of firstInherited: String?, index: ProjectIndex) -> InheritanceChains.Step {
        guard let name = firstInherited, !TypeNames.isProtocolLike(name, index: index) else { return .end }
        if let superclass = index.firstType(named: name, kind: .class) { return .project(superclass) }
        if name == "NSObject" || name == "NSProxy" { return .end }
        return isExternalClass(name, index: index) ? .external : .end
    }

    private func isExternalClass(_ name: String, index: ProjectIndex) -> Bool {
        !index.declaresType(name) && (TypeNames.isAppleFrameworkType(name, index: index) || externalClasses.contains(name))
    }

    /// How many classes of the project's Swift code (outside test code unless `include_tests`) below `base` are
    /// deeper than `max_depth`: one walk down the subclasses, each class's depth handed down from its
    /// superclass's, so every class is visited once.
    private func classesTooDeep(below base: TypeReference, index: ProjectIndex) -> Int {
        let baseDepth = if case .external = superclass(of: index.inheritance(of: base).first?.name, index: index) { 1 } else { 0 }
        var count = 0
        index.walkSubclasses(of: base, starting: baseDepth) { reference, depth in
            if depth > maxDepth, index.isLinted(reference, includingTests: includeTests) { count += 1 }
            return depth + 1
        }
        return count
    }
}

/// The inheritance chains of a run's classes, memoised: a class's chain is its superclass's with one
/// more name in front, so asking for every class of a 20,000-class chain costs 20,000 steps, not
/// 20,000². A chain keeps its length and only the names its message shows (the first three and the
/// last two), so neither memory nor the report grows with the chain's length. Shared by the files
/// of a run, hence the lock.
final class InheritanceChains: @unchecked Sendable {
    enum Step {
        case project(TypeReference)
        /// An external superclass: one level, not named in the chain (which ends at the last project class).
        case external
        case end
    }

    struct Chain {
        /// Names in the chain, the class's own first, ending at the last project class.
        var count: Int
        var head: [String]
        var tail: [String]
        /// The topmost project superclass, nil when the class has none.
        var base: TypeReference?
        /// 1 when the last project class has an external superclass (a level the chain does not name).
        var externalLevels = 0

        static let empty = Chain(count: 0, head: [], tail: [], base: nil)
        static let external = Chain(count: 0, head: [], tail: [], base: nil, externalLevels: 1)

        var levels: Int { count - 1 + externalLevels }

        /// The chain of a class whose superclass (nil: none, or an external class) starts this one.
        func prepending(_ name: String, superclass: TypeReference? = nil) -> Chain {
            Chain(count: count + 1, head: [name] + head.prefix(2), tail: tail.count < 2 ? Array(([name] + tail).suffix(2)) : tail,
                  base: superclass.map { base ?? $0 }, externalLevels: externalLevels)
        }

        /// `A → B → C`, or past five names the first three and the last two: `A → B → C → … → Y → Z, 2,000 levels`.
        var listing: String {
            guard count > head.count + tail.count else { return (head + tail.suffix(count - head.count)).joined(separator: " → ") }
            return (head + ["…"] + tail).joined(separator: " → ") + ", \(Self.grouped(levels)) levels"
        }

        private static func grouped(_ number: Int) -> String {
            var digits = String(number)
            var position = digits.count - 3
            while position > 0 {
                digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
                position -= 3
            }
            return digits
        }
    }

    private enum Entry {
        case chain(Chain)
        /// The class is in a cycle or inherits from one: invalid code, not reported.
        case cycle
    }

    private var entries: [TypeReference: Entry] = [:]
    private let lock = Lock()

    /// The chain from a class up (its name and the first name of its inheritance clause), nil when it
    /// runs into a cycle.
    func chain(of name: String, inheriting firstInherited: String?, index: ProjectIndex,
               superclass: (String?, ProjectIndex) -> Step) -> Chain? {
        switch superclass(firstInherited, index) {
        case .end: return Chain.empty.prepending(name)
        case .external: return Chain.external.prepending(name)
        case .project(let reference):
            guard let above = lock.withLock({ chain(ofProjectClass: reference, index: index, superclass: superclass) }) else { return nil }
            return above.prepending(name, superclass: reference)
        }
    }

    /// Walks up from a project class only to the first class already known (a loop, no recursion),
    /// then fills in every class it passed, top down.
    private func chain(ofProjectClass reference: TypeReference, index: ProjectIndex,
                       superclass: (String?, ProjectIndex) -> Step) -> Chain? {
        var path: [(reference: TypeReference, name: String)] = []
        var onPath = Set<TypeReference>()
        var current = reference
        // What follows the last class of the path, and that class's project superclass.
        var top: Entry
        var above: TypeReference?
        while true {
            if let known = entries[current] {
                top = known
                above = current
                break
            }
            guard onPath.insert(current).inserted else {
                top = .cycle
                break
            }
            path.append((current, index[current].name))
            switch superclass(index.inheritance(of: current).first?.name, index) {
            case .project(let next):
                current = next
                continue
            case .external:
                top = .chain(Chain.external)
            case .end:
                top = .chain(Chain.empty)
            }
            break
        }
        for (link, name) in path.reversed() {
            if case .chain(let chain) = top {
                top = .chain(chain.prepending(name, superclass: above))
            }
            entries[link] = top
            above = link
        }
        if case .chain(let chain) = entries[reference] { return chain }
        return nil
    }
}
