/// The uses between layers (and units) of a whole project, as `layer_dependency` computes them
/// (`LayerDependency.uses`), counted by pair: what `init --layers` freezes into `may_use` and
/// `graph --kind layers` draws.
public struct LayerUseTally: Sendable {
    public struct Pair: Sendable, Hashable {
        public var from: LayerModel.Place
        public var to: LayerModel.Place
    }

    public struct Count: Sendable, Equatable {
        /// Uses: the first reference to each type in each file, and each import of a project module.
        public var references = 0
        /// Of those, the ones the configuration forbids (a finding each unless suppressed).
        public var forbidden = 0
        /// Of the forbidden ones, those `lint` reports (suppressions applied), when findings are given.
        public var findings = 0
        /// Of those, the ones a baseline does not record (`newFindings`; all of them without one).
        public var newFindings = 0
    }

    public let model: LayerModel
    public private(set) var counts: [Pair: Count] = [:]

    /// `findings`: a run's findings, whose `layer_dependency` ones are matched to the uses by file
    /// and used name, so that a suppressed use counts as forbidden but not as a finding;
    /// `newFindings`: those of them a baseline does not record (nil: all of them).
    public init(_ index: ProjectIndex, configuration: ArchitectureConfiguration, findings: [Finding] = [], newFindings: [Finding]? = nil) {
        model = LayerModel(index, configuration: configuration)
        func places(_ findings: [Finding]) -> Set<String> {
            var reported: Set<String> = []
            for finding in findings where finding.ruleID == LayerDependency.id {
                if let name = LayerDependency.usedName(inMessage: finding.message) { reported.insert(finding.path + "\0" + name) }
            }
            return reported
        }
        let reported = places(findings)
        let new = newFindings.map(places) ?? reported
        for file in index.files.indices where model.places[file].layer >= 0 {
            for use in LayerDependency.uses(of: file, in: model, index: index) where use.to != use.from {
                var count = counts[Pair(from: use.from, to: use.to), default: Count()]
                count.references += 1
                if use.isForbidden {
                    count.forbidden += 1
                    if reported.contains(index.files[file].path + "\0" + use.name) { count.findings += 1 }
                    if new.contains(index.files[file].path + "\0" + use.name) { count.newFindings += 1 }
                }
                counts[Pair(from: use.from, to: use.to)] = count
            }
        }
    }

    /// The layers each layer uses (units aside), by layer position.
    public var layersUsed: [Set<Int>] {
        var used = [Set<Int>](repeating: [], count: model.configuration.layers.count)
        for pair in counts.keys where pair.from.layer != pair.to.layer { used[Int(pair.from.layer)].insert(Int(pair.to.layer)) }
        return used
    }

    /// The groups of two or more layers that use each other (strongly connected components of
    /// `layersUsed`), each in layer order, the groups ordered by their first layer.
    public var cycles: [[Int]] {
        let used = layersUsed.map { $0.sorted() }
        var order = [Int](repeating: -1, count: used.count), low = [Int](repeating: 0, count: used.count)
        var onStack = [Bool](repeating: false, count: used.count)
        var stack: [Int] = [], groups: [[Int]] = [], counter = 0
        // Tarjan's algorithm, iterative: (layer, next edge position) frames.
        for start in used.indices where order[start] < 0 {
            var frames = [(layer: start, edge: 0)]
            order[start] = counter; low[start] = counter; counter += 1
            stack.append(start); onStack[start] = true
            while let frame = frames.last {
                if frame.edge < used[frame.layer].count {
                    frames[frames.count - 1].edge += 1
                    let next = used[frame.layer][frame.edge]
                    if order[next] < 0 {
                        order[next] = counter; low[next] = counter; counter += 1
                        stack.append(next); onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        low[frame.layer] = min(low[frame.layer], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.layer] = min(low[parent.layer], low[frame.layer]) }
                guard low[frame.layer] == order[frame.layer] else { continue }
                var group: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    group.append(top)
                    if top == frame.layer { break }
                }
                if group.count > 1 { groups.append(group.sorted()) }
            }
        }
        return groups.sorted { $0[0] < $1[0] }
    }
}
