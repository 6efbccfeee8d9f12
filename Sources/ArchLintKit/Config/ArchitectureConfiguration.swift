/// The team's own architecture (`layers:` and `restricted_types:` of `.archlint.yml`, cli.md
/// "Architecture configuration"), read by `layer_dependency` and `restricted_type`.
public struct ArchitectureConfiguration: Sendable {
    public struct Layer: Sendable {
        public var name: String
        public var paths: [LayerGlob]
        /// Nil: the layer may use any layer.
        public var mayUse: [String]?
        public var independent = false
        /// Nil: the layer may import any module.
        public var mayImport: [String]?
        public var mustNotImport: [String] = []
        public var includeTests = false
        public var reason: String?
        /// Where the layer's name is written, for the "matches no file" warning.
        public var mark = YAMLNode.Mark(line: 1, column: 1)
        /// Where each `may_use` entry is written, for its error.
        var mayUseMarks: [YAMLNode.Mark] = []

        /// Whether any glob splits the layer into units.
        public var isSplit: Bool { paths.contains { $0.unitComponent != nil } }
    }

    /// A layer's path glob, and where a glob with a whole `*` component before `**`
    /// (`Features/*/**`) splits the layer into units.
    public struct LayerGlob: Sendable {
        public let glob: Glob
        /// The glob up to and including its first whole `*` component that comes before a `**`.
        let unitPrefix: Glob?
        /// The position of that `*` among the glob's components.
        let unitComponent: Int?

        public init(_ pattern: String) {
            glob = Glob(pattern)
            let components = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
            let star = components.indices.first { components[$0] == "*" && components[($0 + 1)...].contains("**") }
            unitComponent = star
            unitPrefix = star.map { Glob(components[...$0].joined(separator: "/")) }
        }

        /// Whether the path matches, and its unit (the folder the `*` matched) when the glob splits:
        /// `Features/*/**` gives `Features/Search` for `Features/Search/View.swift` and does not
        /// match `Features/X.swift`.
        func match(_ path: String, split: Glob.SplitPath) -> (matches: Bool, unit: String?) {
            guard glob.matches(split) else { return (false, nil) }
            guard let unitPrefix else { return (true, nil) }
            let components = path.split(separator: "/")
            // The shortest folder prefix the glob's part up to its `*` matches is the unit; a file
            // standing where the `*` is belongs to no unit, so the glob does not match it.
            for count in 1..<max(components.count, 1) where unitPrefix.matches(components[..<count].joined(separator: "/")) {
                return (true, components[..<count].joined(separator: "/"))
            }
            return (false, nil)
        }
    }

    public struct RestrictedEntry: Sendable {
        /// Simple names, `*` matching any run of characters within a name.
        public var types: [String]
        public var onlyIn: [Glob]
        public var includeTests = false
        public var reason: String?
    }

    public var layers: [Layer] = []
    public var restrictedTypes: [RestrictedEntry] = []
    /// `independent: true` without a `*` component, `may_use` naming its own layer, as printed
    /// (`path:line:column: warning: message`).
    public var warnings: [String] = []
    /// The configuration file, for the warnings about layers found when the project is listed.
    var path = ""
    /// The summaries record `ArchitectureFacts` whatever rules run (`LintRequest.recordsArchitectureFacts`).
    var recordsFacts = false

    public init() {}

    /// False for a team architecture rule whose section the configuration does not declare: such a
    /// rule is on only when configured. True for every other rule.
    public func configures(_ ruleID: String) -> Bool {
        switch ruleID {
        case LayerDependency.id: return !layers.isEmpty
        case RestrictedType.id: return !restrictedTypes.isEmpty
        default: return true
        }
    }

    /// The section whose presence turns a team architecture rule on (`layers:`), nil for other rules.
    public static func section(turningOn ruleID: String) -> String? {
        switch ruleID {
        case LayerDependency.id: return "layers:"
        case RestrictedType.id: return "restricted_types:"
        default: return nil
        }
    }

    static let layerKeys = ["name", "paths", "may_use", "independent", "may_import", "must_not_import", "include_tests", "reason"]
    static let restrictedKeys = ["types", "only_in", "include_tests", "reason"]

    /// Reads `layers:` and `restricted_types:` (either may be nil), with every error the contract lists.
    init(layers layersNode: YAMLNode?, restrictedTypes restrictedNode: YAMLNode?, path: String) throws {
        self.path = path
        if let layersNode {
            layers = try Self.list(layersNode, path: path, what: "'layers'").map { try Self.layer($0, path: path) }
            try checkLayers(path: path)
        }
        if let restrictedNode {
            restrictedTypes = try Self.list(restrictedNode, path: path, what: "'restricted_types'").map { try Self.entry($0, path: path) }
        }
    }

    private static func warning(_ path: String, _ mark: YAMLNode.Mark, _ message: String) -> String {
        "\(path):\(mark.line):\(mark.column): warning: \(message)"
    }

    /// A warning for each layer no indexed Swift file (`Package.swift` aside) belongs to, from the
    /// places of the indexed paths: a new, still empty layer may be declared, so it is no error.
    public func emptyLayerWarnings(_ indexed: LayerPlaces) -> [String] {
        let inUse = indexed.layersInUse(count: layers.count)
        return layers.indices.filter { !inUse[$0] }.map {
            Self.warning(self.path, layers[$0].mark, "layer '\(layers[$0].name)' matches no Swift file of the project")
        }
    }

    /// (By bytes: `Package.swift` itself or after a `/`.)
    static func isManifest(_ path: String) -> Bool {
        path.hasASCIISuffix("Package.swift") && (path.utf8.count == "Package.swift".utf8.count || path.hasASCIISuffix("/Package.swift"))
    }

    /// The first layer, in configuration order, one of whose globs matches the path, and its unit
    /// when that glob splits the layer; nil for a file in no layer (`Package.swift` files are in none).
    public func layerIndex(of path: String) -> (layer: Int, unit: String?)? {
        var split = Glob.SplitPath()
        return layerIndex(of: path, split: &split)
    }

    /// `layerIndex(of:)` with the path split into `split`, whose buffers serve path after path.
    func layerIndex(of path: String, split: inout Glob.SplitPath) -> (layer: Int, unit: String?)? {
        guard !Self.isManifest(path) else { return nil }
        split.split(path)
        // Each glob matched where it lies: iterating the arrays copied each glob, retaining its arrays.
        return layers.withUnsafeBufferPointer { layers in
            for position in layers.indices {
                let match = layers[position].paths.withUnsafeBufferPointer { globs -> (matches: Bool, unit: String?)? in
                    for glob in globs.indices {
                        let match = globs[glob].match(path, split: split)
                        if match.matches { return match }
                    }
                    return nil
                }
                if let match { return (position, match.unit) }
            }
            return nil
        }
    }

    private static func list(_ node: YAMLNode, path: String, what: String) throws -> [YAMLNode] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.content else {
            throw ConfigurationError(path: path, at: node.mark, message: "expected a list for \(what), found \(node.kindDescription)")
        }
        return items
    }

    private static func layer(_ node: YAMLNode, path: String) throws -> Layer {
        let mapping = try YAMLMapping(node, path: path, what: "a layer")
        try mapping.checkKeys(layerKeys) { "unknown key '\($0)' in a layer" }
        let nameNode = try mapping.required("name", in: "a layer")
        let name = try YAMLMapping.string(nameNode, path: path, what: "'name'")
        let what = "layer '\(name)'"
        let paths = try YAMLMapping.stringList(try mapping.required("paths", in: what), path: path, what: "'paths' of \(what)")
        var layer = Layer(name: name, paths: paths.map { LayerGlob($0.text) }, mark: nameNode.mark)
        func names(_ key: String) throws -> [(text: String, node: YAMLNode)]? {
            try mapping[key].map { try YAMLMapping.stringList($0, path: path, what: "'\(key)' of \(what)") }
        }
        let mayUse = try names("may_use")
        layer.mayUse = mayUse?.map(\.text)
        layer.mayUseMarks = mayUse?.map(\.node.mark) ?? []
        layer.mayImport = try names("may_import")?.map(\.text)
        let forbidden = try names("must_not_import") ?? []
        layer.mustNotImport = forbidden.map(\.text)
        for module in forbidden where layer.mayImport?.contains(module.text) == true {
            throw ConfigurationError(path: path, at: module.node.mark,
                                     message: "module '\(module.text)' is in both 'may_import' and 'must_not_import' of \(what)")
        }
        layer.independent = try mapping["independent"].map { try YAMLMapping.bool($0, path: path, what: "'independent'") } ?? false
        layer.includeTests = try mapping["include_tests"].map { try YAMLMapping.bool($0, path: path, what: "'include_tests'") } ?? false
        layer.reason = try mapping["reason"].map { try YAMLMapping.string($0, path: path, what: "'reason'") }
        if !layer.independent, let unitGlob = paths.first(where: { LayerGlob($0.text).unitComponent != nil }) {
            throw ConfigurationError(path: path, at: unitGlob.node.mark,
                                     message: "the glob '\(unitGlob.text)' splits \(what) into units by its '*' folder; add 'independent: true' to the layer, or name the folders with '**'")
        }
        return layer
    }

    /// Duplicate names, `may_use` naming no layer (did-you-mean), and the warnings.
    private mutating func checkLayers(path: String) throws {
        var seen: Set<String> = []
        for layer in layers {
            guard seen.insert(layer.name).inserted else {
                throw ConfigurationError(path: path, at: layer.mark, message: "duplicate layer name '\(layer.name)'")
            }
        }
        let names = layers.map(\.name)
        for layer in layers {
            for (used, mark) in zip(layer.mayUse ?? [], layer.mayUseMarks) where !seen.contains(used) {
                throw ConfigurationError(path: path, at: mark,
                                         message: "'may_use' of layer '\(layer.name)' names no layer '\(used)'" + suggestion(for: used, among: names))
            }
            if layer.independent, !layer.isSplit {
                warnings.append(Self.warning(path, layer.mark,
                                             "layer '\(layer.name)' is independent but no glob of it has a '*' folder component (Features/*/**), so it has no units"))
            }
            if layer.mayUse?.contains(layer.name) == true {
                warnings.append(Self.warning(path, layer.mark, "layer '\(layer.name)' names itself in 'may_use'; a layer always uses itself"))
            }
        }
    }

    private static func entry(_ node: YAMLNode, path: String) throws -> RestrictedEntry {
        let mapping = try YAMLMapping(node, path: path, what: "an entry of 'restricted_types'")
        try mapping.checkKeys(restrictedKeys) { "unknown key '\($0)' in an entry of 'restricted_types'" }
        let types = try YAMLMapping.stringList(try mapping.required("types", in: "an entry of 'restricted_types'"), path: path, what: "'types'")
        guard let onlyIn = mapping["only_in"] else {
            throw ConfigurationError(path: path, at: mapping.mark,
                                     message: "an entry of 'restricted_types' needs 'only_in' (the globs where its types may be used; [] for only their declaring files)")
        }
        return RestrictedEntry(types: types.map(\.text),
                               onlyIn: try YAMLMapping.stringList(onlyIn, path: path, what: "'only_in'").map { Glob($0.text) },
                               includeTests: try mapping["include_tests"].map { try YAMLMapping.bool($0, path: path, what: "'include_tests'") } ?? false,
                               reason: try mapping["reason"].map { try YAMLMapping.string($0, path: path, what: "'reason'") })
    }
}
