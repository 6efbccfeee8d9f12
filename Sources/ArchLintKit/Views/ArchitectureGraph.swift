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
    /// Reads the files' facts only (types, `TypeUses`), never a declaration tree: from a warm cache,
    /// the graph costs no more than the lint run it follows.
    public init(index: ProjectIndex, findings: [Finding], kinds: Kinds = .all) {
        let modules = ModuleMap(index)
        let owners = FindingOwners(index: index, findings: findings).owners
        let declared = DeclaredTypes(index: index, moduleOfFile: modules.moduleOfFile)
        var edges = Set<Edge>()
        func add(_ from: String, _ to: String, _ kind: EdgeKind) {
            if from != to, kinds.includes(kind) { edges.insert(Edge(from: from, to: to, kind: kind)) }
        }
        for file in index.files.indices where modules.moduleOfFile[file] != nil {
            let uses = index.files[file].typeUses
            for inheritance in uses.inheritances {
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
            let types = index.files[file].typeDeclarations
            // (A file declaring only protocols and enums was never read for initialisers.)
            guard kinds != .inheritance, types.contains(where: { $0.kind != .protocol && $0.kind != .enum }) else { continue }
            // Both in declaration order.
            var next = 0
            for entry in uses.received {
                while next < types.count, types[next].declaration < entry.declaration { next += 1 }
                guard next < types.count, types[next].declaration == entry.declaration else { continue }
                let type = types[next]
                let owner = type.kind == .extension ? index.extendedTypeName(type.name.lastDottedComponent) : type.name
                guard let ownerKind = declared[owner]?.kind, ownerKind == .class || ownerKind == .struct || ownerKind == .actor else { continue }
                for received in entry.types {
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

        var names = Set<String>(minimumCapacity: 2 * edges.count + findingCounts.count)
        for edge in edges {
            names.insert(edge.from)
            names.insert(edge.to)
        }
        for name in findingCounts.keys where declared[name] != nil { names.insert(name) }
        var nodes: [Node] = []
        nodes.reserveCapacity(names.count)
        var idOf = [String: String](minimumCapacity: names.count)
        for name in names {
            let counts = findingCounts[name]
            var node = Node(id: Self.externalModule + "." + name, name: name, module: Self.externalModule, kind: "external",
                            path: "", line: 0, findings: counts?.count ?? 0, rules: counts?.rules.sorted() ?? [])
            if let place = declared[name], let module = modules.moduleOfFile[place.file] {
                node.module = modules.modules[module].name
                node.id = node.module + "." + name
                node.kind = place.kind.rawValue
                node.path = index.files[place.file].path
                node.line = index.files[place.file].typeDeclarations[place.position].nameLine
            }
            nodes.append(node)
            idOf[name] = node.id
        }
        self.nodes = Self.sortedNodes(nodes)
        self.edges = Self.sortedEdges(edges.map { Edge(from: idOf[$0.from]!, to: idOf[$0.to]!, kind: $0.kind) })
    }

    init(nodes: [Node], edges: [Edge]) {
        self.nodes = Self.sortedNodes(nodes)
        self.edges = Self.sortedEdges(Array(Set(edges)))
    }

    /// By module, then name, then id.
    static func sortedNodes(_ nodes: [Node]) -> [Node] { sorted(nodes) { ($0.module, $0.name, $0.id) } }

    /// By source, target, kind (its raw value).
    static func sortedEdges(_ edges: [Edge]) -> [Edge] { sorted(edges) { ($0.from, $0.to, $0.kind.rawValue) } }

    /// `items` in the order of their keys, as tuples of the strings compare. When every key is
    /// ASCII, whose `String` order is that of the UTF-8 bytes, the keys' strings are written into
    /// one buffer, joined by NUL (below every other byte), and the bytes compared: moving the
    /// items and comparing their strings cost more than the rest of the graph.
    private static func sorted<Element>(_ items: [Element], by key: (Element) -> (String, String, String)) -> [Element] {
        var buffer: [UInt8] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(items.count)
        for item in items {
            let (first, second, third) = key(item)
            let start = buffer.count
            buffer += first.utf8
            buffer.append(0)
            buffer += second.utf8
            buffer.append(0)
            buffer += third.utf8
            ranges.append(start..<buffer.count)
        }
        guard buffer.count(where: { $0 == 0 }) == 2 * items.count, buffer.allSatisfy({ $0 < 0x80 }) else {
            return items.indices.sorted { key(items[$0]) < key(items[$1]) }.map { items[$0] }
        }
        return buffer.withUnsafeBytes { bytes in
            items.indices.sorted { compareBytes(UnsafeRawBufferPointer(rebasing: bytes[ranges[$0]]), UnsafeRawBufferPointer(rebasing: bytes[ranges[$1]])) < 0 }
        }.map { items[$0] }
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
        var replacement = [String: String](minimumCapacity: nodes.count)
        var groups: [Node] = []
        var groupRules: [Set<String>] = []
        var groupOfModule: [String: Int] = [:]
        var keptNodes: [Node] = []
        // The nodes come by module, so the group of the node before mostly serves again.
        var group = -1
        for node in nodes {
            guard !kept.contains(node.id) else {
                keptNodes.append(node)
                continue
            }
            if group < 0 || groups[group].module != node.module {
                if let known = groupOfModule[node.module] {
                    group = known
                } else {
                    group = groups.count
                    groupOfModule[node.module] = group
                    groups.append(Node(id: node.module + ".(folded)", name: node.module, module: node.module, kind: "module", path: "",
                                       line: 0, findings: 0, rules: [], typeCount: 0))
                    groupRules.append([])
                }
            }
            replacement[node.id] = groups[group].id
            groups[group].typeCount += 1
            groups[group].findings += node.findings
            groupRules[group].formUnion(node.rules)
        }
        for position in groups.indices { groups[position].rules = groupRules[position].sorted() }
        let edges = self.edges.compactMap { edge -> Edge? in
            let from = replacement[edge.from] ?? edge.from, to = replacement[edge.to] ?? edge.to
            return from == to ? nil : Edge(from: from, to: to, kind: edge.kind)
        }
        return ArchitectureGraph(nodes: keptNodes + groups, edges: edges)
    }
}

/// The first declaration of each simple name in code that belongs to a module, which stands for
/// the name in the graph: looked up in the index's table of types (path order) as the graph asks.
private struct DeclaredTypes {
    let index: ProjectIndex
    let moduleOfFile: [Int?]

    /// The file and position in its `typeDeclarations`, and the kind.
    subscript(name: String) -> (file: Int, position: Int, kind: Declaration.Kind)? {
        guard let references = index.types[name] else { return nil }
        for reference in references where moduleOfFile[Int(reference.file)] != nil {
            guard let position = index.factsPosition(of: reference) else { return nil }
            return (Int(reference.file), position, index.files[Int(reference.file)].typeDeclarations[position].kind)
        }
        return nil
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
                    let last = type.name.lastDottedComponent
                    if table[Substring(last)] == nil { table[Substring(last)] = type.kind == .extension ? index.extendedTypeName(last) : last }
                }
                tables[file] = table
            }
            let table = tables[file]!
            for component in finding.enclosingDeclaration.splitting(atByte: UInt8(ascii: ".")).reversed() {
                if let owner = table[component] { return owner }
            }
            return nil
        }
    }
}
