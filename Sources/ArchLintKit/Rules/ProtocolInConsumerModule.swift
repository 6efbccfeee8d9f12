/// `protocol_in_consumer_module`: a protocol declared in the SwiftPM target that implements it
/// while only other modules use it, none of which names a conformer.
public struct ProtocolInConsumerModule: Rule {
    public static let id = "protocol_in_consumer_module"

    /// The project-wide join, made when a file first asks (most files declare no protocol).
    private var seams: Lazy<ProtocolSeams>?

    public init(options: RuleOptions) {}

    public func prepared(for index: ProjectIndex) -> ProtocolInConsumerModule {
        var rule = self
        rule.seams = Lazy { ProtocolSeams(index) }
        return rule
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let index = context.index
        guard let file = context.filePosition,
              index.files[file].typeDeclarations.contains(where: { $0.kind == .protocol }) else { return [] }
        let seams = self.seams?.value ?? ProtocolSeams(index)
        var findings: [RuleFinding] = []
        for seam in seams.seams[file] ?? [] {
            let consumers = seams.modulesUsing(seam.name).subtracting([seam.module])
            guard !consumers.isEmpty, !seams.modulesUsing(seam.name).contains(seam.module),
                  seam.modulesNamingConformers.isDisjoint(with: consumers)
            else { continue }
            let modules = seams.moduleMap.modules
            let consumerNames = consumers.map { modules[$0].name }.sorted()
            let message = "Protocol '\(seam.name)' is in \(modules[seam.module].name) with its conformers (\(Self.list(seam.conformerNames))); only "
                + (consumerNames.count == 1 ? "\(consumerNames[0]) uses it: declare it there." : "\(Self.list(consumerNames)) use it: declare it in the consumer.")
            findings.append(RuleFinding(token: Int(context.tree[seam.declaration].nameToken), message: message))
        }
        return findings
    }

    /// At most three names, then "…".
    private static func list(_ names: [String]) -> String {
        (names.count > 3 ? names.prefix(3) + ["…"] : names[...]).joined(separator: ", ")
    }
}
