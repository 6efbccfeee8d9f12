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
        /// Its rules are all disabled by the configuration.
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

    public static let offenderCount = 5

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

    public var items: [ItemResult] { sections.flatMap(\.items) }

    public func count(_ status: Status) -> Int { items.count { $0.status == status } }

    /// `findings`: the run's, suppressions and configuration applied, in `Finding.reportOrder`;
    /// `newFindings`: those the baseline does not record (nil without `--baseline`).
    /// `drawsInheritanceGraph`: only the Markdown report draws it, so the other formats skip building it.
    public init(catalog: ChecklistCatalog, index: ProjectIndex, findings: [Finding], newFindings: [Finding]?,
                enabledRules: [String], projectName: String, fileCount: Int, drawsInheritanceGraph: Bool = true) {
        self.projectName = projectName
        self.fileCount = fileCount
        hasBaseline = newFindings != nil
        let owners = FindingOwners(index: index, findings: findings).owners
        let enabled = Set(enabledRules)
        var newCounts: [Finding: Int] = [:]
        for finding in newFindings ?? findings { newCounts[finding, default: 0] += 1 }
        // Positions in `findings` (report order) by rule, and how many of each rule's are new.
        var byRule: [String: [Int]] = [:]
        var newByRule: [String: Int] = [:]
        for (position, finding) in findings.enumerated() {
            byRule[finding.ruleID, default: []].append(position)
            if newFindings == nil {
                newByRule[finding.ruleID, default: 0] += 1
            } else if let left = newCounts[finding], left > 0 {
                newCounts[finding] = left - 1
                newByRule[finding.ruleID, default: 0] += 1
            }
        }
        sections = catalog.sections.map { section in
            SectionResult(id: section.id, title: section.title, items: section.items.map { item in
                let on = item.rules.filter { enabled.contains($0) }
                let positions = on.flatMap { byRule[$0] ?? [] }.sorted()
                let newCount = on.reduce(0) { $0 + (newByRule[$1] ?? 0) }
                var status: Status = newCount > 0 ? .failing : .passing
                if item.isReviewedByHand { status = .byHand } else if on.isEmpty { status = .notChecked }
                var perOwner: [String: Offender] = [:]
                for position in positions {
                    let finding = findings[position], owner = owners[position]
                    let name = owner ?? finding.path
                    perOwner[name, default: Offender(name: name, isType: owner != nil, findings: 0, path: finding.path,
                                                     line: finding.line)].findings += 1
                }
                let offenders = perOwner.values.sorted {
                    ($0.findings, $1.name) > ($1.findings, $0.name)
                }
                return ItemResult(item: item, status: status, enabledRules: on, disabledRules: item.rules.filter { !enabled.contains($0) },
                                  findings: positions.count, newFindings: newCount, files: Set(positions.map { findings[$0].path }).count,
                                  types: perOwner.values.count(where: \.isType), offenders: Array(offenders.prefix(Self.offenderCount)))
            })
        }
        rules = enabledRules.sorted().map { RuleCount(rule: $0, findings: byRule[$0]?.count ?? 0, newFindings: newByRule[$0] ?? 0) }
        self.findings = findings.count
        self.newFindings = (newFindings ?? findings).count
        filesWithFindings = Set(findings.map(\.path)).count
        if drawsInheritanceGraph {
            (inheritanceGraph, inheritanceGraphIsPartial) = ArchitectureGraph(index: index, findings: findings, owners: owners, kinds: .inheritance)
                .modulesWithFindings(limit: Self.graphNodeLimit)
        } else {
            (inheritanceGraph, inheritanceGraphIsPartial) = (ArchitectureGraph(nodes: [], edges: []), false)
        }
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
        // By node position: sets and dictionaries of ids cost more than the rest of the report.
        let modules = Set(nodes.filter { $0.findings > 0 }.map(\.module))
        let inModules = nodes.map { modules.contains($0.module) }
        var drawn = [Bool](repeating: false, count: nodes.count)
        var kept: [Int] = []
        for (edge, end) in ends.enumerated() where inModules[end.from] {
            kept.append(edge)
            drawn[end.from] = true
            drawn[end.to] = true
        }
        let moduleEdges = kept.count
        var drawnCount = drawn.count { $0 }
        if drawnCount > limit {
            func weight(_ edge: Int) -> Int { nodes[ends[edge].from].findings + nodes[ends[edge].to].findings }
            // Edges come sorted by source and target: a stable order by weight keeps that among equals.
            var ranked = ends.indices.filter { nodes[ends[$0].from].findings > 0 || nodes[ends[$0].to].findings > 0 }
                .map { (weight: -weight($0), edge: $0) }
            ranked.sort { ($0.weight, $0.edge) < ($1.weight, $1.edge) }
            kept = []
            drawn = [Bool](repeating: false, count: nodes.count)
            drawnCount = 0
            for (_, edge) in ranked {
                let (from, to) = (ends[edge].from, ends[edge].to)
                let added = (drawn[from] ? 0 : 1) + (drawn[to] || to == from ? 0 : 1)
                guard drawnCount + added <= limit else { continue }
                drawnCount += added
                drawn[from] = true
                drawn[to] = true
                kept.append(edge)
            }
        }
        return (ArchitectureGraph(nodes: nodes.indices.filter { drawn[$0] }.map { nodes[$0] }, edges: kept.map { edges[$0] }),
                kept.count < moduleEdges)
    }
}
