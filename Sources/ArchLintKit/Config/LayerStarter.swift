extension Configuration {
    /// The `layers:` section `archlint init --layers` writes: the inferred layers, each with
    /// `may_use` set to exactly the layers its non-test code uses today (`tally`, computed with
    /// the same layers), so the project has no `layer_dependency` finding the day it is written.
    /// Layers using each other today and folders one split layer could replace are comments above it.
    public static func layersSection(_ inferred: InferredLayers, tally: LayerUseTally) -> String {
        let names = inferred.layers.map(\.name)
        var lines = [
            "# Today's architecture, frozen by `archlint init --layers`: one layer per SwiftPM target (else per",
            "# top-level source folder), each allowed to use exactly the layers its non-test code uses today, so",
            "# layer_dependency reports every new dependency between layers from now on. Merge, rename and",
            "# tighten the layers; `archlint graph --kind layers` draws them.",
        ]
        let cycles = tally.cycles
        if !cycles.isEmpty {
            lines.append("#")
            lines.append("# Layers that use each other today (\(counted(cycles.count, "cycle"))):")
            for cycle in cycles { lines += wrappedComment(cycle.map { names[$0] }, first: "#   ") }
        }
        for suggestion in inferred.suggestions {
            lines.append("#")
            lines.append("# \(suggestion.folder) holds \(suggestion.layers.count) layers:")
            lines += wrappedComment(suggestion.layers, first: "#   ")
            lines.append("# One layer split into independent units, one per folder, could replace them:")
            lines.append("#   - name: \(yamlScalar(InferredLayers.lastComponent(suggestion.folder)))")
            lines.append("#     paths: [\(yamlScalar(suggestion.folder + "/*/**"))]")
            lines.append("#     independent: true")
        }
        lines.append("layers:")
        let used = tally.layersUsed
        for (position, layer) in inferred.layers.enumerated() {
            lines.append("  - name: \(yamlScalar(layer.name))")
            lines.append("    paths: [\(layer.paths.map(yamlScalar).joined(separator: ", "))]")
            lines.append("    may_use: [\(used[position].map { names[$0] }.sorted().map(yamlScalar).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `items` joined by `, ` in comment lines under 100 characters.
    private static func wrappedComment(_ items: [String], first: String) -> [String] {
        var lines: [String] = []
        var line = first
        for (position, item) in items.enumerated() {
            let piece = item + (position == items.count - 1 ? "" : ",")
            if line != first, line.utf8.count + piece.utf8.count + 1 > 100 {
                lines.append(line)
                line = first
            }
            line += (line == first ? "" : " ") + piece
        }
        lines.append(line)
        return lines
    }
}
