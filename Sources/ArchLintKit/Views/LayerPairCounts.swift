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
        let rows = tally.counts.map { pair, count in
            let isUnit = pair.from.layer == pair.to.layer
            return LayerPairCount(kind: isUnit ? .unit : .layer,
                                  from: isUnit ? units[Int(pair.from.unit)] : layers[Int(pair.from.layer)].name,
                                  to: isUnit ? units[Int(pair.to.unit)] : layers[Int(pair.to.layer)].name,
                                  uses: count.references, findings: count.findings, newFindings: count.newFindings)
        }
        return rows.sorted {
            ($1.findings, $1.uses, $0.kind == .unit ? 1 : 0, $0.from, $0.to) < ($0.findings, $0.uses, $1.kind == .unit ? 1 : 0, $1.from, $1.to)
        }
    }
}
