/// Section G's layer-pair counts in `archlint report` (cli.md "Architecture views"): for each layer
/// pair (unit pair within a split layer), the uses `layer_dependency` weighs, allowed or not, and its
/// findings as the report counts them — `LayerUseTally`'s counts, which `graph --kind layers` draws.
public struct LayerPairCount: Sendable, Equatable {
    /// `.layer` or `.unit`: what `from` and `to` name.
    public var kind: LayerDependency.Use.Kind
    /// The using layer (unit), and the layer (unit) used.
    public var from: String
    public var to: String
    /// The first reference to each type in a file, and each import of a project module.
    public var uses: Int
    public var findings: Int
    /// Findings not in the baseline (all of them without one).
    public var newFindings: Int

    /// The pairs, most findings first, then most uses, then by kind and name; none without `layers:`.
    static func counts(index: ProjectIndex, architecture: ArchitectureConfiguration,
                       findings: [Finding], newFindings: [Finding]?) -> [LayerPairCount] {
        guard !architecture.layers.isEmpty else { return [] }
        let tally = LayerUseTally(index, configuration: architecture, findings: findings, newFindings: newFindings)
        let layers = tally.model.configuration.layers, units = tally.model.unitNames
        // The tally keeps a split layer's units apart also towards other layers: summed by layer here.
        var rows: [String: LayerPairCount] = [:]
        for (pair, count) in tally.counts {
            let isUnit = pair.from.layer == pair.to.layer
            let from = isUnit ? units[Int(pair.from.unit)] : layers[Int(pair.from.layer)].name
            let to = isUnit ? units[Int(pair.to.unit)] : layers[Int(pair.to.layer)].name
            let key = (isUnit ? "unit\0" : "layer\0") + from + "\0" + to
            var row = rows[key, default: LayerPairCount(kind: isUnit ? .unit : .layer, from: from, to: to, uses: 0, findings: 0, newFindings: 0)]
            row.uses += count.references
            row.findings += count.findings
            row.newFindings += count.newFindings
            rows[key] = row
        }
        return rows.values.sorted {
            ($1.findings, $1.uses, $0.kind == .unit ? 1 : 0, $0.from, $0.to) < ($0.findings, $0.uses, $1.kind == .unit ? 1 : 0, $1.from, $1.to)
        }
    }
}
