/// `archlint report`: the checklist view of a project (cli.md "Architecture views"). For each item
/// of `ChecklistCatalog`, the rules that check it, their findings (new vs. in the baseline), the
/// files and types affected and the worst offenders; review items listed as such. Built from one
/// lint run's findings, so its counts are `lint`'s.
public struct ChecklistReport: Sendable {
    public enum Status: String, Sendable {
        /// Every rule of the item is enabled or some is, and none has a finding (new, with a baseline).
        case passing
        case failing
        /// No static rule checks the item.
        case byHand = "by hand"
        /// Its rules are all disabled by the configuration, or no file was linted.
        case notChecked = "not checked"
    }

    /// A type (or, for findings outside any type, a file) with the most findings of an item.
    public struct Offender: Sendable, Equatable {
        /// The type's name, or the file's path for findings outside any type.
        public var name: String
        public var isType: Bool
        public var findings: Int
        /// The first finding, where to start.
        public var path: String
        public var line: Int
    }

    public struct ItemResult: Sendable {
        public var item: ChecklistCatalog.Item
        public var status: Status
        /// The item's rules the configuration enables, and those it disables.
        public var enabledRules: [String]
        public var disabledRules: [String]
        public var findings: Int
        /// Findings not in the baseline (all of them without one).
        public var newFindings: Int
        public var files: Int
        public var types: Int
        /// At most `offenderCount`, most findings first.
        public var offenders: [Offender]
    }

    public struct SectionResult: Sendable {
        public var id: String
        public var title: String
        public var items: [ItemResult]
    }

    public struct RuleCount: Sendable, Equatable {
        public var rule: String
        public var findings: Int
        public var newFindings: Int
    }

    public static let offenderCount = 10

    public var projectName: String
    public var fileCount: Int
    public var hasBaseline: Bool
    public var sections: [SectionResult]
    /// Every enabled rule, in id order, with its counts.
    public var rules: [RuleCount]
    /// Every finding once (an item shared by two rules, or a rule under two items, counts it once here).
    public var findings: Int
    public var newFindings: Int
    public var filesWithFindings: Int
    /// Inheritance edges of the modules with findings (the Markdown report's Mermaid block).
    public var inheritanceGraph: ArchitectureGraph
    /// Whether `inheritanceGraph` had to leave edges out to stay within `graphNodeLimit` nodes.
    public var inheritanceGraphIsPartial: Bool
    /// Section G's uses and findings per layer (unit) pair, while `layer_dependency` is on.
    public var layerPairs: [LayerPairCount]

    public var items: [ItemResult] { sections.flatMap(\.items) }

    public func count(_ status: Status) -> Int { sections.reduce(0) { $0 + $1.items.count { $0.status == status } } }

    /// `findings`: the run's, suppressions and configuration applied, in path order (as `lint`
    /// gives them, in `Finding.reportOrder` or not);
    /// `newFindings`: those the baseline does not record (nil without `--baseline`).
    /// `drawsInheritanceGraph`: only the Markdown report draws it, so the other formats skip building it.
    /// `architecture`: the run's (`LintOutcome`), for the layer-pair counts.
    public init(catalog: ChecklistCatalog, index: ProjectIndex, findings: [Finding], newFindings: [Finding]?,
                enabledRules: [String], projectName: String, fileCount: Int, drawsInheritanceGraph: Bool = true,
                architecture: ArchitectureConfiguration = ArchitectureConfiguration()) {
        self.init(catalog: catalog, index: index, findings: findings, newFindings: newFindings, enabledRules: enabledRules,
                  projectName: projectName, fileCount: fileCount,
                  graphRelations: drawsInheritanceGraph ? GraphRelations(index: index, kinds: .inheritance) : nil,
                  architecture: architecture)
    }

    /// `graphRelations`: the index's (`GraphRelations.of`) for the inheritance graph, nil to draw none.
    init(catalog: ChecklistCatalog, index: ProjectIndex, findings: [Finding], newFindings: [Finding]?,
         enabledRules: [String], projectName: String, fileCount: Int, graphRelations: GraphRelations?,
         architecture: ArchitectureConfiguration) {
        self.projectName = projectName
        self.fileCount = fileCount
        hasBaseline = newFindings != nil
        let owners = FindingOwners(index: index, findings: findings).owners
        let enabled = Set(enabledRules)
        // Only a baseline's new findings are counted by value: hashing every finding cost half the report.
        var newCounts: [Finding: Int] = [:]
        for finding in newFindings ?? [] { newCounts[finding, default: 0] += 1 }
        // Positions in `findings` (report order) by rule, and how many of each rule's are new.
        var byRule: [String: [Int]] = [:]
        var newByRule: [String: Int] = [:]
        // (By position: a copy of each finding retained all its strings.)
        for position in findings.indices {
            let rule = findings[position].ruleID
            byRule[rule, default: []].append(position)
            if newFindings == nil {
                newByRule[rule, default: 0] += 1
            } else if let left = newCounts[findings[position]], left > 0 {
                newCounts[findings[position]] = left - 1
                newByRule[rule, default: 0] += 1
            }
        }
        // A section of configured rules is listed only when one of them is on.
        sections = catalog.sections.filter { !$0.listedWhenConfigured || $0.items.contains { $0.rules.contains(where: enabled.contains) } }.map { section in
            SectionResult(id: section.id, title: section.title, items: section.items.map { item in
                let on = item.rules.filter { enabled.contains($0) }
                let positions = on.flatMap { byRule[$0] ?? [] }.sorted()
                let newCount = on.reduce(0) { $0 + (newByRule[$1] ?? 0) }
                var status: Status = newCount > 0 ? .failing : .passing
                // With no file linted, no item passed anything.
                if item.isReviewedByHand || on.isEmpty && item.reviewReason != nil { status = .byHand } else if on.isEmpty || fileCount == 0 { status = .notChecked }
                // (Sized up front: growing it rehashed every owner's name.)
                var perOwner = [String: Offender](minimumCapacity: positions.count)
                // Findings come by path, a file's maybe in rule order: an offender starts at the
                // least line of its first path, its first finding in report order.
                func count(_ offender: inout Offender, at position: Int) {
                    offender.findings += 1
                    if findings[position].line < offender.line, findings[position].path == offender.path { offender.line = findings[position].line }
                }
                for position in positions {
                    let owner = owners[position]
                    let name = owner ?? findings[position].path
                    count(&perOwner[name, default: Offender(name: name, isType: owner != nil, findings: 0, path: findings[position].path,
                                                            line: findings[position].line)], at: position)
                }
                return ItemResult(item: item, status: status, enabledRules: on, disabledRules: item.rules.filter { !enabled.contains($0) },
                                  findings: positions.count, newFindings: newCount, files: Self.fileCount(positions, in: findings),
                                  types: perOwner.values.count(where: \.isType), offenders: Self.worst(perOwner.values))
            })
        }
        rules = enabledRules.sorted().map { RuleCount(rule: $0, findings: byRule[$0]?.count ?? 0, newFindings: newByRule[$0] ?? 0) }
        self.findings = findings.count
        self.newFindings = (newFindings ?? findings).count
        filesWithFindings = Self.fileCount(findings.indices, in: findings)
        layerPairs = enabled.contains(LayerDependency.id)
            ? LayerPairCount.counts(index: index, architecture: architecture, findings: findings, newFindings: newFindings)
            : []
        if let graphRelations {
            (inheritanceGraph, inheritanceGraphIsPartial) = ArchitectureGraph.modulesWithFindings(
                GraphJoin(relations: graphRelations, index: index, findings: findings, owners: owners, kinds: .inheritance),
                limit: Self.graphNodeLimit)
        } else {
            (inheritanceGraph, inheritanceGraphIsPartial) = (ArchitectureGraph(nodes: [], edges: []), false)
        }
    }

    /// The `offenderCount` offenders with the most findings, then by name, in that order: kept
    /// while they are read, as sorting them all cost more than the rest of an item.
    private static func worst(_ offenders: some Sequence<Offender>) -> [Offender] {
        func isWorse(_ a: Offender, _ b: Offender) -> Bool { (a.findings, b.name) > (b.findings, a.name) }
        var worst: [Offender] = []
        worst.reserveCapacity(offenderCount + 1)
        for offender in offenders where worst.count < offenderCount || isWorse(offender, worst[worst.count - 1]) {
            var place = worst.count
            while place > 0, isWorse(offender, worst[place - 1]) { place -= 1 }
            worst.insert(offender, at: place)
            if worst.count > offenderCount { worst.removeLast() }
        }
        return worst
    }

    /// How many files the findings at `positions` (ascending) are in. Findings come by path, so a
    /// file's are together: a set of the paths cost a tenth of the report.
    private static func fileCount(_ positions: some Collection<Int>, in findings: [Finding]) -> Int {
        var count = 0
        var previous: String?
        for position in positions where findings[position].path != previous {
            count += 1
            previous = findings[position].path
        }
        return count
    }

    /// The most nodes the Markdown report's graph draws (GitHub renders Mermaid up to about 50 kB).
    public static let graphNodeLimit = 120
}

extension ArchitectureGraph {
    /// The edges leaving the modules with findings, with their end nodes (a node without an edge
    /// adds nothing to the picture). Past `limit` nodes, the edges at the types with findings,
    /// those whose ends have the most findings first, as long as their nodes fit; `isPartial` when
    /// that left out some of the modules' edges.
    func modulesWithFindings(limit: Int) -> (graph: ArchitectureGraph, isPartial: Bool) {
        let modules = Set(nodes.filter { $0.findings > 0 }.map(\.module))
        // Modules numbered by node: the assembled graph sorts them by name again.
        let kinds = EdgeKind.allCases
        return Self.modulesWithFindings(isInModuleWithFindings: nodes.map { modules.contains($0.module) }, findings: nodes.map(\.findings),
                                        moduleNames: nodes.map(\.module), moduleOfNode: Array(nodes.indices), node: { nodes[$0] },
                                        ends: zip(edges, ends).map { ($1.from, $1.to, kinds.firstIndex(of: $0.kind)!) }, limit: limit)
    }

    /// `ArchitectureGraph(join).modulesWithFindings(limit:)`, making `Node`s of the nodes drawn
    /// and of the ends of the edges weighed only, not of the whole graph.
    static func modulesWithFindings(_ join: GraphJoin, limit: Int) -> (graph: ArchitectureGraph, isPartial: Bool) {
        // Modules compared by name, as the nodes name them (two packages' targets may share one).
        let moduleNames = join.moduleNames
        let names = Set(join.findings.indices.filter { join.findings[$0] > 0 }.map { moduleNames[join.moduleOfNode[$0]] })
        let inModules = moduleNames.map(names.contains)
        return modulesWithFindings(isInModuleWithFindings: join.moduleOfNode.map { inModules[$0] }, findings: join.findings,
                                   moduleNames: moduleNames, moduleOfNode: join.moduleOfNode, node: join.node, ends: join.ends, limit: limit)
    }

    /// `modulesWithFindings(limit:)` of a graph given by numbers: per node whether its module has
    /// findings, its findings and module (a number `moduleNames` names); the edges by node
    /// position (the kind as its position in `EdgeKind.allCases`), in any order. Only the nodes
    /// drawn or weighed are asked of `node`. By node position: sets and dictionaries of ids cost
    /// more than the rest of the report.
    private static func modulesWithFindings(isInModuleWithFindings: [Bool], findings: [Int], moduleNames: [String], moduleOfNode: [Int],
                                            node: (Int) -> Node, ends: [(from: Int, to: Int, kind: Int)],
                                            limit: Int) -> (graph: ArchitectureGraph, isPartial: Bool) {
        var made: [Int: Node] = [:]
        func madeNode(_ position: Int) -> Node {
            if let known = made[position] { return known }
            made[position] = node(position)
            return made[position]!
        }
        var drawn = [Bool](repeating: false, count: findings.count)
        var kept: [Int] = []
        for (edge, end) in ends.enumerated() where isInModuleWithFindings[end.from] {
            kept.append(edge)
            drawn[end.from] = true
            drawn[end.to] = true
        }
        let moduleEdges = kept.count
        var drawnCount = drawn.count { $0 }
        if drawnCount > limit {
            // The edges at types with findings in edge order (source, target, kind), then by weight,
            // a stable order keeping that among equals.
            let weighed = ends.indices.filter { findings[ends[$0].from] > 0 || findings[ends[$0].to] > 0 }
                .map { (from: madeNode(ends[$0].from).id, to: madeNode(ends[$0].to).id, kind: EdgeKind.allCases[ends[$0].kind].rawValue, edge: $0) }
                .sorted { ($0.from, $0.to, $0.kind) < ($1.from, $1.to, $1.kind) }
            let ranked = weighed.enumerated()
                .map { (weight: -(findings[ends[$1.edge].from] + findings[ends[$1.edge].to]), order: $0, edge: $1.edge) }
                .sorted { ($0.weight, $0.order) < ($1.weight, $1.order) }
            kept = []
            drawn = [Bool](repeating: false, count: findings.count)
            drawnCount = 0
            for (_, _, edge) in ranked {
                let (from, to) = (ends[edge].from, ends[edge].to)
                let added = (drawn[from] ? 0 : 1) + (drawn[to] || to == from ? 0 : 1)
                guard drawnCount + added <= limit else { continue }
                drawnCount += added
                drawn[from] = true
                drawn[to] = true
                kept.append(edge)
            }
        }
        let drawnNodes = drawn.indices.filter { drawn[$0] }
        var newPosition = [Int](repeating: -1, count: findings.count)
        for (position, node) in drawnNodes.enumerated() { newPosition[node] = position }
        return (ArchitectureGraph(nodes: drawnNodes.map(madeNode), moduleNames: moduleNames, moduleOfNode: drawnNodes.map { moduleOfNode[$0] },
                                  edgeEnds: kept.map { (newPosition[ends[$0].from], newPosition[ends[$0].to], ends[$0].kind) }),
                kept.count < moduleEdges)
    }
}
