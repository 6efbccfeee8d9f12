/// `archlint graph --format`: Mermaid (a `flowchart` GitHub renders in Markdown), Graphviz DOT, JSON.
public enum GraphFormat: String, CaseIterable, Sendable {
    case mermaid, dot, json
}

extension ArchitectureGraph {
    public func rendered(as format: GraphFormat) -> String {
        switch format {
        case .mermaid: return mermaid()
        case .dot: return dot()
        case .json: return json()
        }
    }

    /// A node's label: the type's name, or how many types a module's folded node stands for; and the findings in it.
    private func label(_ node: Node) -> String {
        var label = node.name
        if node.kind == "module" {
            label = node.findings == 0 ? "\(counted(node.typeCount, "type")) without findings" : "\(counted(node.typeCount, "more type"))"
        }
        if node.findings > 0 { label += " ⚠ \(node.findings)" }
        return label
    }

    /// Modules in name order with the positions of their nodes (which come by module), the external module last.
    private var modulesInOrder: [(name: String, nodes: Range<Int>)] {
        var groups: [(name: String, nodes: Range<Int>)] = []
        for (position, node) in nodes.enumerated() {
            if groups.last?.name == node.module {
                groups[groups.count - 1].nodes = groups[groups.count - 1].nodes.lowerBound..<position + 1
            } else {
                groups.append((node.module, position..<position + 1))
            }
        }
        return groups.filter { $0.name != Self.externalModule } + groups.filter { $0.name == Self.externalModule }
    }

    /// `flowchart LR`, one `subgraph` per module; nodes are `n0`, `n1`… in node order, so the text
    /// never depends on what names contain. Solid arrows: inherits (thick), conforms and injected;
    /// dashed: constructs and singleton (the `init_injection` findings).
    func mermaid() -> String {
        var out = TextBuffer()
        out.line("flowchart LR")
        for (position, module) in modulesInOrder.enumerated() {
            out.line("  subgraph m", String(position), "[\"", Self.mermaidText(module.name), "\"]")
            for position in module.nodes {
                let node = nodes[position]
                let shape = node.kind == "module" ? ("[[\"", "\"]]") : node.kind == "protocol" ? ("([\"", "\"])") : ("[\"", "\"]")
                out.line("    n", String(position), shape.0, Self.mermaidText(label(node)), shape.1, node.findings > 0 ? ":::finding" : "")
            }
            out.line("  end")
        }
        for (edge, end) in zip(edges, ends) {
            let arrow: String
            switch edge.kind {
            case .inherits: arrow = " ==>|inherits| "
            case .conforms: arrow = " -->|conforms| "
            case .injected: arrow = " -->|init| "
            case .constructs: arrow = " -.->|constructs| "
            case .singleton: arrow = " -.->|singleton| "
            }
            out.line("  n", String(end.from), arrow, "n", String(end.to))
        }
        out.line("  classDef finding fill:#fdecea,stroke:#c0392b,stroke-width:2px")
        return out.text
    }

    /// Mermaid's entity codes for the characters its quoted labels cannot hold.
    static func mermaidText(_ text: String) -> String {
        text.replacingAll([("\"", "#quot;"), ("<", "#lt;"), (">", "#gt;"), ("#", "#35;")])
    }

    /// A `digraph`'s first lines, which the layer graph shares: left to right, rounded boxes.
    static func appendDOTHeader(_ name: String, to out: inout TextBuffer) {
        out.line("digraph ", name, " {")
        out.line("  rankdir=LR;")
        out.line("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];")
        out.line("  edge [fontname=\"Helvetica\", fontsize=9];")
    }

    /// The opening lines of cluster `number`, labelled; its nodes and `  }` follow.
    static func appendDOTCluster(_ number: Int, label: String, to out: inout TextBuffer) {
        out.line("  subgraph cluster_", String(number), " {")
        out.append("    label=")
        out.appendDOTString(label)
        out.line(";")
        out.line("    style=rounded; color=\"#9aa5b1\";")
    }

    /// `digraph`, one `cluster` per module; dashed edges are the `init_injection` findings.
    func dot() -> String {
        var out = TextBuffer()
        Self.appendDOTHeader("architecture", to: &out)
        for (position, module) in modulesInOrder.enumerated() {
            Self.appendDOTCluster(position, label: module.name, to: &out)
            for node in nodes[module.nodes] {
                out.append("    ")
                out.appendDOTString(node.id)
                out.append(" [label=")
                out.appendDOTString(label(node))
                out.line(node.kind == "protocol" ? ", style=\"rounded,filled,dashed\"" : "",
                         node.kind == "module" ? ", shape=box3d" : "",
                         node.findings > 0 ? ", color=\"#c0392b\", fillcolor=\"#fdecea\", penwidth=2" : "", "];")
            }
            out.line("  }")
        }
        for edge in edges {
            let style: String
            switch edge.kind {
            case .inherits: style = "arrowhead=empty, penwidth=2"
            case .conforms: style = "arrowhead=empty, style=dashed, color=\"#5b6b7b\""
            // Named by a tooltip, not a label: Graphviz 2.43 (Debian's and Ubuntu's) lays out labelled
            // edges between clusters with "trouble in init_rank", or crashes, past a few hundred.
            case .injected: style = "tooltip=\"init\""
            case .constructs: style = "tooltip=\"constructs\", style=dashed, color=\"#c0392b\""
            case .singleton: style = "tooltip=\"singleton\", style=dashed, color=\"#c0392b\", arrowhead=odot"
            }
            out.append("  ")
            out.appendDOTString(edge.from)
            out.append(" -> ")
            out.appendDOTString(edge.to)
            out.line(" [", style, "];")
        }
        out.line("}")
        return out.text
    }

    /// `{"nodes": [...], "edges": [...]}`: `jsonValue.prettyText` and a line feed, written straight
    /// into one buffer (building the values and writing them cost more than the rest of the graph).
    func json() -> String {
        var out = TextBuffer()
        func member(_ indent: String, _ key: String, _ value: String, last: Bool = false) {
            out.append(indent, "\"", key, "\": ")
            out.appendJSONString(value)
            out.line(last ? "" : ",")
        }
        func member(_ indent: String, _ key: String, _ value: Int) {
            out.line(indent, "\"", key, "\": ", String(value), ",")
        }
        out.append("{\n  \"nodes\": [")
        for (position, node) in nodes.enumerated() {
            out.append(position == 0 ? "\n    {\n" : ",\n    {\n")
            member("      ", "id", node.id)
            member("      ", "name", node.name)
            member("      ", "module", node.module)
            member("      ", "kind", node.kind)
            if !node.path.isEmpty {
                member("      ", "path", node.path)
                member("      ", "line", node.line)
            }
            if node.kind == "module" { member("      ", "types", node.typeCount) }
            member("      ", "findings", node.findings)
            out.append("      \"rules\": [")
            for (position, rule) in node.rules.enumerated() {
                out.append(position == 0 ? "\n        " : ",\n        ")
                out.appendJSONString(rule)
            }
            out.append(node.rules.isEmpty ? "]\n    }" : "\n      ]\n    }")
        }
        out.append(nodes.isEmpty ? "],\n  \"edges\": [" : "\n  ],\n  \"edges\": [")
        for (position, edge) in edges.enumerated() {
            out.append(position == 0 ? "\n    {\n" : ",\n    {\n")
            member("      ", "from", edge.from)
            member("      ", "to", edge.to)
            member("      ", "kind", edge.kind.rawValue)
            member("      ", "style", edge.kind == .constructs || edge.kind == .singleton ? "dashed" : "solid", last: true)
            out.append("    }")
        }
        out.line(edges.isEmpty ? "]" : "\n  ]")
        out.line("}")
        return out.text
    }

    /// The JSON the graph is (`json()` writes its text).
    var jsonValue: JSONValue {
        .object([
            ("nodes", .array(nodes.map { node in
                var members: [(key: String, value: JSONValue)] = [
                    ("id", .string(node.id)), ("name", .string(node.name)), ("module", .string(node.module)), ("kind", .string(node.kind)),
                ]
                if !node.path.isEmpty { members += [("path", .string(node.path)), ("line", .integer(node.line))] }
                if node.kind == "module" { members.append(("types", .integer(node.typeCount))) }
                members += [("findings", .integer(node.findings)), ("rules", .array(node.rules.map(JSONValue.string)))]
                return .object(members)
            })),
            ("edges", .array(edges.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("kind", .string(edge.kind.rawValue)),
                         ("style", .string(edge.kind == .constructs || edge.kind == .singleton ? "dashed" : "solid"))])
            })),
        ])
    }
}
