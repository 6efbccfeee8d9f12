/// Section G's layer-pair counts in `archlint report` (cli.md "Architecture views"): for each layer
/// pair (unit pair within a split layer; layer and module for an import against the import lists),
/// the uses `layer_dependency` weighs, allowed or not, and its findings — the report's findings,
/// suppressions and baseline applied, matched to their pair by the root cause `--statistics` groups by.
public struct LayerPairCount: Sendable, Equatable {
    public var kind: LayerDependency.Use.Kind
    /// The using layer (unit), and the layer (unit, module) used.
    public var from: String
    public var to: String
    /// The first reference to each type in a file, and each import, as `LayerDependency.uses` counts them.
    public var uses: Int
    public var findings: Int
    /// Findings not in the baseline (all of them without one).
    public var newFindings: Int

    /// What `from` names (`layer` or `unit`); `kind` says what `to` names.
    public var fromKind: String { kind == .unit ? "unit" : "layer" }

    /// The pairs of the linted files (`lintedPaths`, every indexed file when nil), most findings
    /// first, then most uses, then by name; none without `layers:`.
    static func counts(index: ProjectIndex, architecture: ArchitectureConfiguration, lintedPaths: [String]?,
                       findings: [Finding], newFindings: [Finding]?) -> [LayerPairCount] {
        guard !architecture.layers.isEmpty else { return [] }
        let model = LayerModel(index, configuration: architecture)
        let files = lintedPaths.map { $0.compactMap { index.fileIndexByPath[$0] } } ?? Array(index.files.indices)
        var pairs: [String: LayerPairCount] = [:]
        for file in files {
            for use in LayerDependency.uses(of: file, in: model, index: index) {
                pairs[use.pairDescription(model), default: LayerPairCount(use, model: model)].uses += 1
            }
        }
        for finding in findings where finding.ruleID == LayerDependency.id {
            if let cause = finding.rootCause?.subject { pairs[cause]?.findings += 1 }
        }
        for finding in newFindings ?? findings where finding.ruleID == LayerDependency.id {
            if let cause = finding.rootCause?.subject { pairs[cause]?.newFindings += 1 }
        }
        let kinds = LayerDependency.Use.Kind.allCases
        return pairs.values.sorted {
            ($1.findings, $1.uses, kinds.firstIndex(of: $0.kind)!, $0.from, $0.to) < ($0.findings, $0.uses, kinds.firstIndex(of: $1.kind)!, $1.from, $1.to)
        }
    }

    private init(_ use: LayerDependency.Use, model: LayerModel) {
        let layers = model.configuration.layers
        kind = use.kind
        switch use.kind {
        case .unit: (from, to) = (model.unitNames[Int(use.from.unit)], model.unitNames[Int(use.to.unit)])
        case .layer: (from, to) = (layers[Int(use.from.layer)].name, layers[Int(use.to.layer)].name)
        case .module: (from, to) = (layers[Int(use.from.layer)].name, use.name)
        }
        (uses, findings, newFindings) = (0, 0, 0)
    }
}
