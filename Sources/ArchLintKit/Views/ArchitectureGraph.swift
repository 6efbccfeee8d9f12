/// The project's architecture as the index knows it (cli.md "Architecture views"): project types
/// grouped by module, with inheritance edges (class → superclass, type → project protocol it
/// conforms to) and dependency edges (a type → each project type its `init` receives, and each type
/// it constructs or reaches through a singleton, which is an `init_injection` finding).
/// Built from a lint run's index and findings, never from a second reading of the sources.
public struct ArchitectureGraph: Sendable, Equatable {
    public enum EdgeKind: String, Sendable, CaseIterable, Comparable {
        /// Class → its superclass.
        case inherits
        /// Type or extension → a project protocol in its inheritance clause.
        case conforms
        /// Type → a project type one of its initialisers receives (or its memberwise initialiser).
        case injected
        /// Type → a dependency it constructs (an `init_injection` finding).
        case constructs
        /// Type → a dependency it reaches through a singleton (an `init_injection` finding).
        case singleton

        public var isInheritance: Bool { self == .inherits || self == .conforms }

        public static func < (a: EdgeKind, b: EdgeKind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public struct Node: Sendable, Hashable {
        /// Unique in the graph: `Module.Type`, or `Module.(folded)` for a module's folded types.
        public var id: String
        /// The type's simple name, or the module's name for a folded module.
        public var name: String
        public var module: String
        /// `class`, `struct`, `enum`, `actor`, `protocol`; `module` for a folded module; `external`
        /// for a dependency the project does not declare.
        public var kind: String
        /// Where the type is declared (relative to the project root); "" for folded and external nodes.
        public var path: String
        public var line: Int
        /// Findings in the type's code (its declaration and extensions), and their rules.
        public var findings: Int
        public var rules: [String]
        /// Types a folded module stands for; 1 for a type.
        public var typeCount = 1
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
    }

    /// Sorted by module, then name.
    public var nodes: [Node]
    /// Sorted by source, target, kind; no duplicates.
    public var edges: [Edge]

    public enum Kinds: String, Sendable, CaseIterable {
        case inheritance, dependencies, all

        func includes(_ kind: EdgeKind) -> Bool {
            switch self {
            case .all: return true
            case .inheritance: return kind.isInheritance
            case .dependencies: return !kind.isInheritance
            }
        }
    }

    /// Module names shown for types the project does not declare.
    public static let externalModule = "(outside the project)"

    /// Every project type with an edge or a finding, and every edge, from `index` and the run's
    /// `findings` (suppressions and configuration applied, so the dashed edges are lint's findings).
    public init(index: ProjectIndex, findings: [Finding], kinds: Kinds = .all) {
        let modules = ModuleMap(index)
        let owners = FindingOwners(index: index, findings: findings).owners
        // The first declaration of each simple name in code that belongs to a module stands for the name.
        var declared: [String: (file: Int, declaration: Int32, kind: Declaration.Kind)] = [:]
        for (file, facts) in index.files.enumerated() where modules.moduleOfFile[file] != nil {
            for type in facts.typeDeclarations where type.kind.isType && declared[type.name] == nil {
                declared[type.name] = (file, type.declaration, type.kind)
            }
        }
        var edges = Set<Edge>()
        func add(_ from: String, _ to: String, _ kind: EdgeKind) {
            if from != to, kinds.includes(kind) { edges.insert(Edge(from: from, to: to, kind: kind)) }
        }
        for (file, facts) in index.files.enumerated() where modules.moduleOfFile[file] != nil {
            for inheritance in facts.typeUses.inheritances {
                let owner = inheritance.kind == .extension ? index.extendedTypeName(inheritance.name) : inheritance.name
                guard let ownerKind = declared[owner]?.kind else { continue }
                for (position, inherited) in inheritance.inherited.enumerated() {
                    guard let target = declared[inherited] else { continue }
                    if target.kind == .protocol {
                        add(owner, inherited, .conforms)
                    } else if target.kind == .class, ownerKind == .class, position == 0, inheritance.kind == .class {
                        add(owner, inherited, .inherits)
                    }
                }
            }
            guard kinds != .inheritance else { continue }
            let tree = facts.typeDeclarations.contains { $0.kind != .protocol && $0.kind != .enum } ? index.tree(ofFile: file) : nil
            for type in facts.typeDeclarations {
                guard let tree else { break }
                let owner = type.kind == .extension ? index.extendedTypeName(String(type.name.split(separator: ".").last ?? "")) : type.name
                guard let ownerKind = declared[owner]?.kind, ownerKind == .class || ownerKind == .struct || ownerKind == .actor else { continue }
                for received in Self.receivedTypes(tree, type.declaration, memberwise: type.kind == .struct) {
                    if let target = declared[received], target.kind != .enum { add(owner, received, .injected) }
                }
            }
        }
        for finding in findings {
            guard let dependency = finding.dependency else { continue }
            add(dependency.owner, dependency.dependency, dependency.throughSingleton ? .singleton : .constructs)
        }

        // Findings per type.
        var findingCounts: [String: (count: Int, rules: Set<String>)] = [:]
        for (finding, owner) in zip(findings, owners) {
            guard let owner else { continue }
            findingCounts[owner, default: (0, [])].count += 1
            findingCounts[owner, default: (0, [])].rules.insert(finding.ruleID)
        }

        var names = Set(edges.flatMap { [$0.from, $0.to] })
        names.formUnion(findingCounts.keys.filter { declared[$0] != nil })
        var nodesByName: [String: Node] = [:]
        for name in names {
            let counts = findingCounts[name]
            var node = Node(id: Self.externalModule + "." + name, name: name, module: Self.externalModule, kind: "external",
                            path: "", line: 0, findings: counts?.count ?? 0, rules: counts?.rules.sorted() ?? [])
            if let place = declared[name], let module = modules.moduleOfFile[place.file] {
                let declaration = index.tree(ofFile: place.file)[place.declaration]
                node.module = modules.modules[module].name
                node.id = node.module + "." + name
                node.kind = place.kind.rawValue
                node.path = index.files[place.file].path
                node.line = declaration.namePosition.line
            }
            nodesByName[name] = node
        }
        nodes = nodesByName.values.sorted(by: Self.nodeOrder)
        self.edges = edges.map { Edge(from: nodesByName[$0.from]!.id, to: nodesByName[$0.to]!.id, kind: $0.kind) }.sorted(by: Self.edgeOrder)
    }

    init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes.sorted(by: Self.nodeOrder)
        self.edges = Array(Set(edges)).sorted(by: Self.edgeOrder)
    }

    static func nodeOrder(_ a: Node, _ b: Node) -> Bool {
        (a.module, a.name, a.id) < (b.module, b.name, b.id)
    }

    static func edgeOrder(_ a: Edge, _ b: Edge) -> Bool {
        (a.from, a.to, a.kind.rawValue) < (b.from, b.to, b.kind.rawValue)
    }

    /// Simple names of the project-looking types the initialisers of a type or extension receive:
    /// each parameter's stored type (through optionals, arrays, `any`/`some`); for a struct without
    /// an initialiser of its own, its stored properties without an initial value (the memberwise one).
    private static func receivedTypes(_ tree: DeclarationTree, _ position: Int32, memberwise: Bool) -> [String] {
        let members = tree.children(of: position)
        let initializers = members.filter { $0.kind == .initializer }
        var spellings: [String] = initializers.flatMap { $0.parameters.map(\.type) }
        if memberwise, initializers.isEmpty {
            spellings = members.filter { $0.isStoredProperty && !$0.isTypeMember && $0.initializer == nil }.map(\.typeAnnotation)
        }
        return spellings.compactMap { spelling in
            var type = Substring(spelling)
            for prefix in ["inout ", "any ", "some "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
            // A closure or tuple is no type the initialiser stores.
            guard !type.contains("->"), !type.hasPrefix("(") else { return nil }
            return storedElementTypeName(String(type))
        }
    }

    // MARK: Views of the graph

    /// Whether the graph names a module.
    public func hasModule(_ name: String) -> Bool { nodes.contains { $0.module == name } }

    /// The types of `module` and their direct neighbours.
    public func module(_ name: String) -> ArchitectureGraph {
        let inside = Set(nodes.filter { $0.module == name }.map(\.id))
        let kept = edges.filter { inside.contains($0.from) || inside.contains($0.to) }
        let ids = inside.union(kept.flatMap { [$0.from, $0.to] })
        return ArchitectureGraph(nodes: nodes.filter { ids.contains($0.id) }, edges: kept)
    }

    /// The nodes of the types named `name` (in any module).
    public func nodes(named name: String) -> [Node] { nodes.filter { $0.name == name && $0.kind != "module" } }

    /// The types within `depth` edges (either direction) of the types named `name`.
    public func neighbourhood(of name: String, depth: Int) -> ArchitectureGraph {
        var reached = Set(nodes(named: name).map(\.id))
        var frontier = reached
        var adjacent: [String: [String]] = [:]
        for edge in edges {
            adjacent[edge.from, default: []].append(edge.to)
            adjacent[edge.to, default: []].append(edge.from)
        }
        for _ in 0..<depth where !frontier.isEmpty {
            var next = Set<String>()
            for id in frontier {
                for neighbour in adjacent[id] ?? [] where reached.insert(neighbour).inserted { next.insert(neighbour) }
            }
            frontier = next
        }
        return ArchitectureGraph(nodes: nodes.filter { reached.contains($0.id) },
                                 edges: edges.filter { reached.contains($0.from) && reached.contains($0.to) })
    }

    /// Above this many nodes, `folded()` folds; below it every type stays drawn.
    public static let foldingThreshold = 80
    /// The most types with findings `folded()` keeps drawn.
    public static let keptTypeLimit = 100

    /// The graph a large app needs to stay legible: the types with findings stay (the
    /// `keptTypeLimit` with the most findings), and each module's other types fold into one node
    /// for the module, counting them and their findings; the edges between the nodes that remain
    /// are kept. Graphs of at most `foldingThreshold` nodes are returned whole.
    public func folded() -> ArchitectureGraph {
        guard nodes.count > Self.foldingThreshold else { return self }
        let kept = Set(nodes.filter { $0.findings > 0 }.sorted { ($0.findings, $1.id) > ($1.findings, $0.id) }
            .prefix(Self.keptTypeLimit).map(\.id))
        var replacement: [String: String] = [:]
        var folded: [String: Node] = [:]
        var keptNodes: [Node] = []
        for node in nodes {
            guard !kept.contains(node.id) else {
                keptNodes.append(node)
                continue
            }
            let id = node.module + ".(folded)"
            replacement[node.id] = id
            var group = folded[id] ?? Node(id: id, name: node.module, module: node.module, kind: "module", path: "", line: 0,
                                           findings: 0, rules: [], typeCount: 0)
            group.typeCount += 1
            group.findings += node.findings
            group.rules = Array(Set(group.rules + node.rules)).sorted()
            folded[id] = group
        }
        let edges = self.edges.compactMap { edge -> Edge? in
            let from = replacement[edge.from] ?? edge.from, to = replacement[edge.to] ?? edge.to
            return from == to ? nil : Edge(from: from, to: to, kind: edge.kind)
        }
        return ArchitectureGraph(nodes: keptNodes + folded.values, edges: edges)
    }
}

/// Which project type each finding belongs to: the innermost declaration in its
/// `enclosingDeclaration` that names a type or extension of its file (an extension counts for the
/// extended type); nil for findings outside any type.
struct FindingOwners {
    /// Aligned with the findings given.
    let owners: [String?]

    init(index: ProjectIndex, findings: [Finding]) {
        // Per file, once: the simple name of each type or extension → the project type it stands for.
        var tables: [Int: [Substring: String]] = [:]
        owners = findings.map { finding in
            guard !finding.enclosingDeclaration.isEmpty, let file = index.fileIndexByPath[finding.path] else { return nil }
            if tables[file] == nil {
                var table: [Substring: String] = [:]
                for type in index.files[file].typeDeclarations {
                    let last = type.name.split(separator: ".").last ?? Substring(type.name)
                    if table[last] == nil { table[last] = type.kind == .extension ? index.extendedTypeName(String(last)) : String(last) }
                }
                tables[file] = table
            }
            let table = tables[file]!
            for component in finding.enclosingDeclaration.split(separator: ".").reversed() {
                if let owner = table[component] { return owner }
            }
            return nil
        }
    }
}
