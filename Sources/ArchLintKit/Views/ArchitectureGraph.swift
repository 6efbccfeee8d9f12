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

        /// Its place in raw-value order: the order of the edges between the same two types.
        var rawValueRank: Int { Self.inRawValueOrder.firstIndex(of: self)! }
        private static let inRawValueOrder = allCases.sorted { $0.rawValue < $1.rawValue }

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
    public private(set) var nodes: [Node]
    /// Sorted by source, target, kind; no duplicates; between nodes of the graph.
    public private(set) var edges: [Edge]
    /// The positions in `nodes` of each edge's source and target: the views of the graph work on
    /// them, where sets and dictionaries of ids cost more than the join.
    private(set) var ends: [Ends]

    struct Ends: Sendable, Hashable {
        var from: Int
        var to: Int
    }

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
    /// Reads the files' facts only (types, `TypeUses` in their cached bytes), never a declaration tree.
    public init(index: ProjectIndex, findings: [Finding], kinds: Kinds = .all) {
        self.init(index: index, findings: findings, owners: FindingOwners(index: index, findings: findings).owners, kinds: kinds)
    }

    /// `owners`: the findings' `FindingOwners`, which the checklist report works out as well.
    init(index: ProjectIndex, findings: [Finding], owners: [String?], kinds: Kinds) {
        self.init(GraphJoin(index: index, findings: findings, owners: owners, kinds: kinds))
    }

    /// `relations`: the index's (`GraphRelations.of`), of `kinds` or of every kind.
    init(relations: GraphRelations, index: ProjectIndex, findings: [Finding], kinds: Kinds) {
        self.init(GraphJoin(relations: relations, index: index, findings: findings,
                            owners: FindingOwners(index: index, findings: findings).owners, kinds: kinds))
    }

    /// `ArchitectureGraph(index:findings:kinds:).folded()`, drawing only the nodes that stay: the
    /// others are counted as numbers, never made into `Node`s or sorted by name.
    public static func folded(index: ProjectIndex, findings: [Finding], kinds: Kinds = .all) -> ArchitectureGraph {
        folded(relations: GraphRelations(index: index, kinds: kinds), index: index, findings: findings, kinds: kinds)
    }

    /// `folded(index:findings:kinds:)` from the index's `relations`, of `kinds` or of every kind.
    static func folded(relations: GraphRelations, index: ProjectIndex, findings: [Finding], kinds: Kinds) -> ArchitectureGraph {
        let join = GraphJoin(relations: relations, index: index, findings: findings,
                             owners: FindingOwners(index: index, findings: findings).owners, kinds: kinds)
        guard join.nodeTypes.count > foldingThreshold else { return ArchitectureGraph(join) }
        return fold(moduleOfNode: join.moduleOfNode, moduleNames: join.moduleNames, findings: join.findings, rules: join.rules,
                    node: join.node, ends: join.ends)
    }

    /// Every node of the join, sorted.
    init(_ join: GraphJoin) {
        self.init(nodes: join.nodeTypes.indices.map(join.node), moduleNames: join.moduleNames, moduleOfNode: join.moduleOfNode,
                  edgeEnds: join.ends)
    }

    /// `nodes`, each module a number (`moduleNames` names them), and `edgeEnds` between them (node
    /// positions, the kind as its position in `EdgeKind.allCases`; none repeated), sorted as numbers.
    init(nodes: [Node], moduleNames: [String], moduleOfNode: [Int], edgeEnds: [(from: Int, to: Int, kind: Int)]) {
        let (order, rank) = Self.order(nodes, moduleNames: moduleNames, moduleOfNode: moduleOfNode)
        self.nodes = order.map { nodes[$0] }
        var sortedPosition = [Int](repeating: 0, count: nodes.count)
        for (position, node) in order.enumerated() { sortedPosition[node] = position }
        let kindRanks = EdgeKind.allCases.map(\.rawValueRank)
        var keys = edgeEnds.indices.map { (key: UInt64(rank[edgeEnds[$0].from]) << 34 | UInt64(rank[edgeEnds[$0].to]) << 4
                                                     | UInt64(kindRanks[edgeEnds[$0].kind]), edge: $0) }
        keys.sort { ($0.key, $0.edge) < ($1.key, $1.edge) }
        self.edges = keys.map {
            Edge(from: nodes[edgeEnds[$0.edge].from].id, to: nodes[edgeEnds[$0.edge].to].id, kind: EdgeKind.allCases[edgeEnds[$0.edge].kind])
        }
        ends = keys.map { Ends(from: sortedPosition[edgeEnds[$0.edge].from], to: sortedPosition[edgeEnds[$0.edge].to]) }
    }

    /// `edges` between `nodes`, in any order, maybe repeated.
    init(nodes: [Node], edges: [Edge]) {
        self.nodes = Self.sortedNodes(nodes)
        self.edges = Self.sortedEdges(Array(Set(edges)))
        var position = [String: Int](minimumCapacity: self.nodes.count)
        for (index, node) in self.nodes.enumerated() { position[node.id] = index }
        ends = self.edges.map { edge in
            guard let from = position[edge.from], let to = position[edge.to] else { preconditionFailure("an edge between nodes of the graph") }
            return Ends(from: from, to: to)
        }
    }

    /// By module, then name, then id.
    static func sortedNodes(_ nodes: [Node]) -> [Node] { sortedPositions(nodes) { ($0.module, $0.name, $0.id) }.map { nodes[$0] } }

    /// By source, target, kind (its raw value).
    static func sortedEdges(_ edges: [Edge]) -> [Edge] { sortedPositions(edges) { ($0.from, $0.to, $0.kind.rawValue) }.map { edges[$0] } }

    /// The positions of `nodes` in node order (`sortedNodes`), and for each a number that orders
    /// them as their ids do (equal for equal ids). The modules are ranked once and the names
    /// compared by their first sixteen bytes, whole only on a tie (then the ids). The ids mostly
    /// follow that order (`module.name`), which neighbours' comparisons confirm; where they do not
    /// (a folded module's node, `module.(folded)`, or a module name that sorts unlike its id's
    /// prefix), they are sorted.
    private static func order(_ nodes: [Node], moduleNames: [String], moduleOfNode: [Int]) -> (order: [Int], rank: [Int]) {
        guard moduleNames.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }), nodes.allSatisfy({ $0.name.utf8.allSatisfy { $0 < 0x80 } }) else {
            let order = sortedPositions(nodes) { ($0.module, $0.name, $0.id) }
            return (order, idRanks(nodes, order: order))
        }
        let modulesInOrder = moduleNames.indices.sorted { compareUTF8(moduleNames[$0], moduleNames[$1]) < 0 }
        var moduleRank = [Int](repeating: 0, count: moduleNames.count)
        for step in modulesInOrder.indices.dropFirst() {
            let (before, module) = (modulesInOrder[step - 1], modulesInOrder[step])
            moduleRank[module] = moduleNames[before] == moduleNames[module] ? moduleRank[before] : step
        }
        // Sorted as plain numbers (module rank, the name's first sixteen bytes as two big-endian
        // words, zero-padded as byte order has it, position), then the runs of equal numbers by
        // their whole names: a comparison closure over the nodes cost ten times more, and type
        // names often share their first eight bytes.
        var keys = nodes.indices.map { position in
            var words: (UInt64, UInt64) = (0, 0)
            for (offset, byte) in nodes[position].name.utf8.prefix(16).enumerated() {
                if offset < 8 { words.0 |= UInt64(byte) << (56 - 8 * offset) } else { words.1 |= UInt64(byte) << (120 - 8 * offset) }
            }
            return (module: moduleRank[moduleOfNode[position]], first: words.0, second: words.1, position: position)
        }
        keys.sort { ($0.module, $0.first, $0.second, $0.position) < ($1.module, $1.first, $1.second, $1.position) }
        var order = keys.map(\.position)
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, (keys[end].module, keys[end].first, keys[end].second) == (keys[start].module, keys[start].first, keys[start].second) {
                end += 1
            }
            // (Equal names, a type named as its module and the module's folded node, go by id.)
            if end - start > 1 {
                order[start..<end].sort {
                    let names = compareUTF8(nodes[$0].name, nodes[$1].name)
                    return names != 0 ? names < 0 : compareUTF8(nodes[$0].id, nodes[$1].id) < 0
                }
            }
            start = end
        }
        return (order, idRanks(nodes, order: order))
    }

    /// Numbers that order `nodes` as their ids do (equal for equal ids): their places in `order`
    /// when that is their id order, else their places sorted by id.
    private static func idRanks(_ nodes: [Node], order: [Int]) -> [Int] {
        var rank = [Int](repeating: 0, count: nodes.count)
        for step in order.indices { rank[order[step]] = step }
        var inIdOrder = true
        for step in order.indices.dropFirst() {
            let comparison = compareUTF8(nodes[order[step - 1]].id, nodes[order[step]].id)
            if comparison > 0 {
                inIdOrder = false
                break
            }
            if comparison == 0 { rank[order[step]] = rank[order[step - 1]] }
        }
        guard !inIdOrder else { return rank }
        let byId = sortedPositions(nodes) { ($0.id, "", "") }
        for step in byId.indices {
            rank[byId[step]] = step > 0 && nodes[byId[step - 1]].id == nodes[byId[step]].id ? rank[byId[step - 1]] : step
        }
        return rank
    }

    /// Byte order of two strings' UTF-8, which is their `String` order when both are ASCII; `String`
    /// order otherwise.
    private static func compareUTF8(_ left: String, _ right: String) -> Int32 {
        var left = left, right = right
        let order = left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.allSatisfy { $0 < 0x80 } && rightBytes.allSatisfy { $0 < 0x80 }
                    ? compareBytes(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes)) : nil
            }
        }
        return order ?? (left < right ? -1 : left == right ? 0 : 1)
    }

    /// The positions of `items` in the order of their keys, as tuples of the strings compare. When
    /// every key is ASCII, whose `String` order is that of the UTF-8 bytes, the keys' strings are
    /// written into one buffer, joined by NUL (below every other byte), and the bytes compared:
    /// moving the items and comparing their strings cost more than the rest of the graph.
    private static func sortedPositions<Element>(_ items: [Element], by key: (Element) -> (String, String, String)) -> [Int] {
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
            return items.indices.sorted { key(items[$0]) < key(items[$1]) }
        }
        return buffer.withUnsafeBytes { bytes in
            items.indices.sorted { compareBytes(UnsafeRawBufferPointer(rebasing: bytes[ranges[$0]]), UnsafeRawBufferPointer(rebasing: bytes[ranges[$1]])) < 0 }
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
        // The nodes come by module, so the module of the node before mostly serves again.
        var moduleNames: [String] = []
        var moduleNumbers: [String: Int] = [:]
        var moduleOfNode: [Int] = []
        for node in nodes {
            if let last = moduleOfNode.last, moduleNames[last] == node.module {
                moduleOfNode.append(last)
            } else if let known = moduleNumbers[node.module] {
                moduleOfNode.append(known)
            } else {
                moduleNumbers[node.module] = moduleNames.count
                moduleOfNode.append(moduleNames.count)
                moduleNames.append(node.module)
            }
        }
        let kinds = EdgeKind.allCases
        return Self.fold(moduleOfNode: moduleOfNode, moduleNames: moduleNames, findings: nodes.map(\.findings), rules: nodes.map(\.rules),
                         node: { nodes[$0] }, ends: zip(edges, ends).map { ($1.from, $1.to, kinds.firstIndex(of: $0.kind)!) })
    }

    /// `folded()` of a graph given as numbers: each node's module (a number `moduleNames` names),
    /// findings and rules, and the edges by node position (the kind as its position in
    /// `EdgeKind.allCases`). Only the nodes drawn are asked of `node`.
    private static func fold(moduleOfNode: [Int], moduleNames: [String], findings: [Int], rules: [[String]],
                             node: (Int) -> Node, ends: [(from: Int, to: Int, kind: Int)]) -> ArchitectureGraph {
        // Each node's position in `drawn`: its own, or its module's group's.
        var replacement = [Int](repeating: -1, count: findings.count)
        var drawn: [Node] = []
        var drawnModules: [Int] = []
        // Most findings first, then by id: sorted as positions with the ids apart (moving the
        // nodes, each with its strings, cost more than comparing them).
        let withFindings = findings.indices.filter { findings[$0] > 0 }
        let nodesWithFindings = withFindings.map(node)
        let ranked = nodesWithFindings.indices.sorted {
            let (left, right) = (nodesWithFindings[$0], nodesWithFindings[$1])
            return left.findings != right.findings ? left.findings > right.findings : left.id < right.id
        }
        for rank in ranked.prefix(keptTypeLimit) {
            replacement[withFindings[rank]] = drawn.count
            drawn.append(nodesWithFindings[rank])
            drawnModules.append(moduleOfNode[withFindings[rank]])
        }
        // By module number (a position in `moduleNames`); -1 before the module's first folded node.
        var groupOfModule = [Int](repeating: -1, count: moduleNames.count)
        var groupRules: [Int: Set<String>] = [:]
        for position in findings.indices where replacement[position] < 0 {
            let module = moduleOfNode[position]
            let group: Int
            if groupOfModule[module] >= 0 {
                group = groupOfModule[module]
            } else {
                group = drawn.count
                groupOfModule[module] = group
                let name = moduleNames[module]
                drawn.append(Node(id: name + ".(folded)", name: name, module: name, kind: "module", path: "", line: 0, findings: 0,
                                  rules: [], typeCount: 0))
                drawnModules.append(module)
            }
            replacement[position] = group
            drawn[group].typeCount += 1
            drawn[group].findings += findings[position]
            if !rules[position].isEmpty { groupRules[group, default: []].formUnion(rules[position]) }
        }
        for (group, rules) in groupRules { drawn[group].rules = rules.sorted() }
        // Edges as numbers until they are unique: most fold into a few between groups.
        var keys: [UInt64] = []
        keys.reserveCapacity(ends.count)
        for end in ends {
            let (drawnFrom, drawnTo) = (replacement[end.from], replacement[end.to])
            if drawnFrom != drawnTo { keys.append(GraphTypes.edgeKey(drawnFrom, drawnTo, EdgeKind.allCases[end.kind])) }
        }
        keys.sort()
        var folded: [(from: Int, to: Int, kind: Int)] = []
        var previous: UInt64?
        for key in keys where key != previous {
            previous = key
            folded.append(GraphTypes.edge(key))
        }
        return ArchitectureGraph(nodes: drawn, moduleNames: moduleNames, moduleOfNode: drawnModules, edgeEnds: folded)
    }
}

/// The graph of an index as numbers: its nodes are types (`GraphTypes`), its edges node positions.
/// Types are numbered and edges are numbers until the end: hashing and sorting names and ids, a
/// dictionary or set of strings per step, cost thirty times what the join needs; and a folded
/// graph makes `Node`s of the few nodes it draws only.
struct GraphJoin {
    let modules: ModuleMap
    private var types: GraphTypes
    /// Each node's type, in the order first reached.
    private(set) var nodeTypes: [Int] = []
    /// Each node's module: its position in `modules.modules`, or past them for the external one.
    private(set) var moduleOfNode: [Int] = []
    private(set) var findings: [Int] = []
    /// Each node's rules with findings, sorted.
    private(set) var rules: [[String]] = []
    /// By node position; the kind is its position in `EdgeKind.allCases`. Unique, sorted by type numbers.
    private(set) var ends: [(from: Int, to: Int, kind: Int)] = []

    init(index: ProjectIndex, findings: [Finding], owners: [String?], kinds: ArchitectureGraph.Kinds) {
        self.init(relations: GraphRelations(index: index, kinds: kinds), index: index, findings: findings, owners: owners, kinds: kinds)
    }

    /// `relations`: the index's, of `kinds` or of every kind (as the index cache keeps them).
    init(relations: GraphRelations, index: ProjectIndex, findings: [Finding], owners: [String?], kinds: ArchitectureGraph.Kinds) {
        precondition(relations.kinds == kinds || relations.kinds == .all, "relations of the kinds drawn")
        modules = relations.modules
        types = GraphTypes(index: index, moduleOfFile: modules.moduleOfFile)
        var edgeKeys = relations.kinds == kinds ? relations.edgeKeys
                                                : relations.edgeKeys.filter { kinds.includes(ArchitectureGraph.EdgeKind.allCases[GraphTypes.edge($0).kind]) }
        func add(_ from: Int, _ to: Int, _ kind: ArchitectureGraph.EdgeKind) {
            if from != to, kinds.includes(kind) { edgeKeys.append(GraphTypes.edgeKey(from, to, kind)) }
        }
        // (Looked up only for the kinds drawn: the inheritance graph draws none of these.)
        for finding in findings {
            guard let dependency = finding.dependency else { continue }
            let kind: ArchitectureGraph.EdgeKind = dependency.throughSingleton ? .singleton : .constructs
            if kinds.includes(kind) { add(types.any(dependency.owner), types.any(dependency.dependency), kind) }
        }
        edgeKeys.sort()

        // The types drawn: every end of an edge, and each declared type with findings.
        var nodeOfType: [Int] = []
        func node(_ type: Int) -> Int {
            if type >= nodeOfType.count { nodeOfType += repeatElement(-1, count: max(type + 1, types.count) - nodeOfType.count) }
            if nodeOfType[type] >= 0 { return nodeOfType[type] }
            nodeOfType[type] = nodeTypes.count
            nodeTypes.append(type)
            moduleOfNode.append(types.module(of: type) ?? modules.modules.count)
            self.findings.append(0)
            rules.append([])
            return nodeTypes.count - 1
        }
        var previousKey: UInt64?
        for key in edgeKeys where key != previousKey {
            previousKey = key
            let (from, to, kind) = GraphTypes.edge(key)
            ends.append((node(from), node(to), kind))
        }
        for (finding, owner) in zip(findings, owners) {
            guard let owner else { continue }
            let type = types.any(owner)
            let position = types.isDeclared(type) ? node(type) : type < nodeOfType.count ? nodeOfType[type] : -1
            guard position >= 0 else { continue }
            self.findings[position] += 1
            if !rules[position].contains(finding.ruleID) { rules[position].append(finding.ruleID) }
        }
        for position in rules.indices where rules[position].count > 1 { rules[position].sort() }
    }

    /// The node at that position, with its findings.
    func node(_ position: Int) -> ArchitectureGraph.Node {
        var node = types.node(nodeTypes[position], modules: modules)
        node.findings = findings[position]
        node.rules = rules[position]
        return node
    }

    /// The names of the modules as `moduleOfNode` numbers them.
    var moduleNames: [String] { modules.modules.map(\.name) + [ArchitectureGraph.externalModule] }
}

/// The graph's types by number: the type that stands for a simple name (its first declaration in
/// code that belongs to a module, in the index's table of types, path order) is numbered by its
/// place among the files' `typeDeclarations`; a name no module declares (a dependency from
/// elsewhere) is numbered after them.
struct GraphTypes {
    let index: ProjectIndex
    let moduleOfFile: [Int?]
    /// The number of each file's first type; the last entry is the number of types.
    private let firstOfFile: [Int]
    private var externalNames: [String] = []
    private var externalNumbers: [String: Int] = [:]

    init(index: ProjectIndex, moduleOfFile: [Int?]) {
        self.index = index
        self.moduleOfFile = moduleOfFile
        var firstOfFile = [0]
        firstOfFile.reserveCapacity(index.files.count + 1)
        for file in index.files.indices { firstOfFile.append(firstOfFile[file] + index.files[file].typeDeclarations.count) }
        self.firstOfFile = firstOfFile
    }

    /// The number and kind of the type that stands for `name`, nil when no module declares one.
    func declared(_ name: String) -> (type: Int, kind: Declaration.Kind)? { standing(index.types[name]) }

    func declared(_ name: UnsafeRawBufferPointer) -> (type: Int, kind: Declaration.Kind)? { standing(index.types[name]) }

    /// The first of `references` (path order) in code that belongs to a module.
    private func standing(_ references: TypeReferences?) -> (type: Int, kind: Declaration.Kind)? {
        guard let references else { return nil }
        for reference in references where moduleOfFile[Int(reference.file)] != nil {
            let file = Int(reference.file)
            guard let position = index.factsPosition(of: reference) else { continue }
            return (firstOfFile[file] + position, index.files[file].typeDeclarations[position].kind)
        }
        return nil
    }

    /// The type an extension of `name` extends (through a project typealias of that name).
    func extended(_ name: String) -> (type: Int, kind: Declaration.Kind)? { declared(index.extendedTypeName(name)) }

    func extended(_ name: UnsafeRawBufferPointer) -> (type: Int, kind: Declaration.Kind)? {
        // A declared name is no alias: the string is made only for the others.
        if let type = declared(name) { return type }
        guard !index.typeAliases.isEmpty else { return nil }
        let text = String(decoding: name, as: UTF8.self)
        let aliased = index.extendedTypeName(text)
        return aliased == text ? nil : declared(aliased)
    }

    /// The number of `name`, declared or not.
    mutating func any(_ name: String) -> Int {
        if let (type, _) = declared(name) { return type }
        if let known = externalNumbers[name] { return known }
        externalNumbers[name] = firstOfFile.last! + externalNames.count
        externalNames.append(name)
        return firstOfFile.last! + externalNames.count - 1
    }

    func isDeclared(_ type: Int) -> Bool { type < firstOfFile.last! }

    /// How many types are numbered so far.
    var count: Int { firstOfFile.last! + externalNames.count }

    /// The file and position in its `typeDeclarations` of a declared type.
    private func place(_ type: Int) -> (file: Int, position: Int) {
        // The last file whose first number is at most `type` (files without types share theirs with the next).
        var low = 0, high = firstOfFile.count
        while low < high {
            let middle = (low + high) / 2
            if firstOfFile[middle] <= type { low = middle + 1 } else { high = middle }
        }
        return (low - 1, type - firstOfFile[low - 1])
    }

    /// The module of a type (its position in `ModuleMap.modules`), nil for a type from elsewhere.
    func module(of type: Int) -> Int? { isDeclared(type) ? moduleOfFile[place(type).file] : nil }

    /// The type's node, without findings.
    func node(_ type: Int, modules: ModuleMap) -> ArchitectureGraph.Node {
        guard isDeclared(type) else {
            let name = externalNames[type - firstOfFile.last!]
            return .init(id: ArchitectureGraph.externalModule + "." + name, name: name, module: ArchitectureGraph.externalModule,
                         kind: "external", path: "", line: 0, findings: 0, rules: [])
        }
        let (file, position) = place(type)
        let declaration = index.files[file].typeDeclarations[position]
        let moduleName = modules.modules[moduleOfFile[file]!].name
        return .init(id: moduleName + "." + declaration.name, name: declaration.name, module: moduleName, kind: declaration.kind.rawValue,
                     path: index.files[file].path, line: declaration.nameLine, findings: 0, rules: [])
    }

    /// An edge as one number, which sorts and compares cheaply: types are numbered below 2^29.
    static func edgeKey(_ from: Int, _ to: Int, _ kind: ArchitectureGraph.EdgeKind) -> UInt64 {
        UInt64(from) << 34 | UInt64(to) << 4 | UInt64(ArchitectureGraph.EdgeKind.allCases.firstIndex(of: kind)!)
    }

    /// The ends and the kind's position in `EdgeKind.allCases`.
    static func edge(_ key: UInt64) -> (from: Int, to: Int, kind: Int) {
        (Int(key >> 34), Int(key >> 4 & (1 << 30 - 1)), Int(key & 15))
    }
}

/// Which project type each finding belongs to: the innermost declaration in its
/// `enclosingDeclaration` that names a type or extension of its file (an extension counts for the
/// extended type); nil for findings outside any type.
struct FindingOwners {
    /// Aligned with the findings given.
    let owners: [String?]

    init(index: ProjectIndex, findings: [Finding]) {
        // Findings come by path: the file of the finding before mostly serves again.
        var previous: (path: String, file: Int?)?
        owners = findings.map { finding in
            guard !finding.enclosingDeclaration.isEmpty else { return nil }
            if previous?.path != finding.path { previous = (finding.path, index.fileIndexByPath[finding.path]) }
            guard let file = previous?.file else { return nil }
            let types = index.files[file].typeDeclarations
            var enclosing = finding.enclosingDeclaration
            // The components compared as bytes where they lie, innermost first, with each type's
            // last dotted component: splitting the name and a table of the file's types cost
            // more than the rest of a view.
            guard let (type, length) = enclosing.withUTF8({ qualified -> (Int, Int)? in
                var end = qualified.count
                while end > 0 {
                    var start = end
                    while start > 0, qualified[start - 1] != Self.dot { start -= 1 }
                    let component = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: qualified[start..<end]))
                    if let type = types.indices.first(where: { Self.endsWithComponent(types[$0].name, component) }) {
                        return (type, component.count)
                    }
                    end = start - 1
                }
                return nil
            }) else { return nil }
            let last = String(types[type].name.utf8.suffix(length))!
            return types[type].kind == .extension ? index.extendedTypeName(last) : last
        }
    }

    private static let dot = UInt8(ascii: ".")

    /// Whether `component` is the last dotted component of `name`.
    private static func endsWithComponent(_ name: String, _ component: UnsafeRawBufferPointer) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let start = bytes.count - component.count
            guard !component.isEmpty, start >= 0, start == 0 || bytes[start - 1] == dot else { return false }
            return compareBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start...])), component) == 0
        }
    }
}
