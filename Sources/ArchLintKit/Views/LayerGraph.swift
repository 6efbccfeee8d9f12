/// `archlint graph --kind layers` (cli.md "Architecture views"): the configured layers (and their
/// units) as nodes, each use between them as an edge with its number of references, forbidden
/// edges marked with their findings; without `layers:`, the inferred layers `init --layers` would
/// freeze, every edge allowed. Drawn from `LayerUseTally`, which is `layer_dependency`'s own count.
public struct LayerGraph: Sendable, Equatable {
    public struct Node: Sendable, Hashable {
        /// The layer's name, or `Layer:unit folder` for a unit.
        public var id: String
        /// The layer's name, or the unit's folder.
        public var name: String
        public var layer: String
        /// `layer` or `unit`.
        public var kind: String
        /// Swift files of the layer (outside its units, for a split layer) or unit.
        public var files: Int
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        /// Uses: the first reference to each type in each file, and each import of a project module.
        public var references: Int
        /// The configuration forbids some of them.
        public var forbidden: Bool
        /// `layer_dependency` findings among them (suppressed ones are not findings).
        public var findings: Int
    }

    /// Sorted by layer name, a layer's own node before its units, units by folder.
    public private(set) var nodes: [Node] = []
    /// Sorted by source, then target (node order).
    public private(set) var edges: [Edge] = []

    public init(_ tally: LayerUseTally) {
        let model = tally.model
        let layers = model.configuration.layers
        var files: [LayerModel.Place: Int] = [:]
        for place in model.places where place.layer >= 0 { files[place, default: 0] += 1 }
        var places = Set(files.keys)
        for pair in tally.counts.keys { places.formUnion([pair.from, pair.to]) }
        // Every configured layer is drawn; a split layer as its units, and itself only for files in none.
        for (position, layer) in layers.enumerated() where !layer.isSplit { places.insert(LayerModel.Place(layer: Int32(position), unit: -1)) }
        func node(_ place: LayerModel.Place) -> Node {
            let layer = layers[Int(place.layer)].name
            guard place.unit >= 0 else { return Node(id: layer, name: layer, layer: layer, kind: "layer", files: files[place] ?? 0) }
            let unit = model.unitNames[Int(place.unit)]
            return Node(id: layer + ":" + unit, name: unit, layer: layer, kind: "unit", files: files[place] ?? 0)
        }
        let ordered = places.map { (place: $0, node: node($0)) }.sorted { a, b in
            (a.node.layer, a.node.kind == "unit" ? 1 : 0, a.node.name) < (b.node.layer, b.node.kind == "unit" ? 1 : 0, b.node.name)
        }
        nodes = ordered.map(\.node)
        var rank: [LayerModel.Place: Int] = [:]
        for (position, entry) in ordered.enumerated() { rank[entry.place] = position }
        edges = tally.counts.sorted { (rank[$0.key.from]!, rank[$0.key.to]!) < (rank[$1.key.from]!, rank[$1.key.to]!) }.map { pair, count in
            Edge(from: nodes[rank[pair.from]!].id, to: nodes[rank[pair.to]!].id, references: count.references,
                 forbidden: count.forbidden > 0, findings: count.findings)
        }
    }

    public func rendered(as format: GraphFormat) -> String {
        switch format {
        case .mermaid: return mermaid()
        case .dot: return dot()
        case .json: return json()
        }
    }

    /// Layers in node order, with the positions of their nodes; split layers are drawn as a group.
    private var layerGroups: [(name: String, nodes: Range<Int>, isGroup: Bool)] {
        var groups: [(name: String, nodes: Range<Int>, isGroup: Bool)] = []
        for (position, node) in nodes.enumerated() {
            if let last = groups.last, last.name == node.layer {
                groups[groups.count - 1].nodes = last.nodes.lowerBound..<position + 1
                groups[groups.count - 1].isGroup = true
            } else {
                groups.append((node.layer, position..<position + 1, node.kind == "unit"))
            }
        }
        return groups
    }

    private func edgeLabel(_ edge: Edge) -> String {
        edge.forbidden ? "\(edge.references) ⚠ \(counted(edge.findings, "finding"))" : String(edge.references)
    }

    private var positionOfNode: [String: Int] {
        Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($0.element.id, $0.offset) })
    }

    /// `flowchart LR`; nodes `n0`, `n1`… in node order, a split layer's units in a `subgraph`;
    /// forbidden edges red (`linkStyle`), labelled with their references and findings.
    func mermaid() -> String {
        var out = TextBuffer()
        out.line("flowchart LR")
        for (position, group) in layerGroups.enumerated() {
            let indent = group.isGroup ? "    " : "  "
            if group.isGroup { out.line("  subgraph l", String(position), "[\"", ArchitectureGraph.mermaidText(group.name), "\"]") }
            for position in group.nodes {
                out.line(indent, "n", String(position), "[\"", ArchitectureGraph.mermaidText(nodes[position].name), "\"]")
            }
            if group.isGroup { out.line("  end") }
        }
        let position = positionOfNode
        var forbidden: [Int] = []
        for (number, edge) in edges.enumerated() {
            out.line("  n", String(position[edge.from]!), " -->|\"", ArchitectureGraph.mermaidText(edgeLabel(edge)), "\"| n", String(position[edge.to]!))
            if edge.forbidden { forbidden.append(number) }
        }
        if !forbidden.isEmpty {
            out.line("  linkStyle ", forbidden.map(String.init).joined(separator: ","), " stroke:#c0392b,stroke-width:2px,color:#c0392b")
        }
        return out.text
    }

    /// `digraph`, a split layer's units in a `cluster`. The count is the edge's `xlabel` (and
    /// tooltip): placed after layout, it takes no part in ranking, whereas Graphviz 2.43 lays out
    /// `label`led edges between clusters with "trouble in init_rank" or "lost edge" past a few hundred.
    func dot() -> String {
        var out = TextBuffer()
        ArchitectureGraph.appendDOTHeader("layers", to: &out)
        for (position, group) in layerGroups.enumerated() {
            let indent = group.isGroup ? "    " : "  "
            if group.isGroup { ArchitectureGraph.appendDOTCluster(position, label: group.name, to: &out) }
            for node in nodes[group.nodes] {
                out.append(indent)
                out.appendDOTString(node.id)
                out.append(" [label=")
                out.appendDOTString(node.name)
                out.line("];")
            }
            if group.isGroup { out.line("  }") }
        }
        for edge in edges {
            out.append("  ")
            out.appendDOTString(edge.from)
            out.append(" -> ")
            out.appendDOTString(edge.to)
            out.append(" [xlabel=")
            out.appendDOTString(edgeLabel(edge))
            out.append(", tooltip=")
            out.appendDOTString("\(edge.from) → \(edge.to): \(counted(edge.references, "reference"))"
                + (edge.forbidden ? ", forbidden: \(counted(edge.findings, "finding"))" : ""))
            out.line(edge.forbidden ? ", color=\"#c0392b\", fontcolor=\"#c0392b\", penwidth=2];" : "];")
        }
        out.line("}")
        return out.text
    }

    /// `{"nodes": [{"id", "name", "layer", "kind", "files"}], "edges": [{"from", "to", "references",
    /// "forbidden", "findings"}]}`.
    func json() -> String {
        JSONValue.object([
            ("nodes", .array(nodes.map { node in
                .object([("id", .string(node.id)), ("name", .string(node.name)), ("layer", .string(node.layer)),
                         ("kind", .string(node.kind)), ("files", .integer(node.files))])
            })),
            ("edges", .array(edges.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("references", .integer(edge.references)),
                         ("forbidden", .bool(edge.forbidden)), ("findings", .integer(edge.findings))])
            })),
        ]).prettyText + "\n"
    }
}
