/// `layer_dependency`: a file of one configured layer uses a layer it may not use, another unit of an
/// independent layer, or imports a module its layer may not import (rules.md 21).
public struct LayerDependency: Rule {
    public static let id = "layer_dependency"
    public static let reportsInDeclarationHeader = true

    private let architecture: ArchitectureConfiguration
    private var model: LayerModel?

    /// Always allowed unless `must_not_import` names them.
    static let standardModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "Foundation"]

    public init(options: RuleOptions) { architecture = options.architecture }

    public func prepared(for index: ProjectIndex) -> LayerDependency { prepared(for: index, run: RuleRun()) }

    /// The model is made before any file is checked, on the run's threads: made by the first check,
    /// it kept the other threads waiting.
    public func prepared(for index: ProjectIndex, run: RuleRun) -> LayerDependency {
        guard !architecture.layers.isEmpty else { return self }
        var rule = self
        rule.model = LayerModel(index, configuration: architecture, places: run.layerPlaces, jobs: run.jobs)
        return rule
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        guard !architecture.layers.isEmpty, let file = context.filePosition else { return [] }
        let model = self.model ?? LayerModel(context.index, configuration: architecture)
        return Self.uses(of: file, in: model, index: context.index, forbiddenOnly: true).map { use in
            RuleFinding(token: Int(use.token), message: message(use, model: model, context: context),
                               rootCause: RootCause(subject: use.pairDescription(model), fix: use.breaksLayers ? "remove the dependency or allow it in the configuration" : "remove the import"))
        }
    }

    /// One use of another layer or unit, or one import, by a file: what a finding, `init --layers`
    /// and `graph --kind layers` count.
    public struct Use: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case layer, unit, module
        }

        public var kind: Kind
        public var token: Int32
        /// The type's name, or the imported module's.
        public var name: String
        public var from: LayerModel.Place
        /// The layer and unit used (the importing layer's own place for a module outside the project).
        public var to: LayerModel.Place
        /// Against `may_use` (a layer) or `independent: true` (a unit).
        public var breaksLayers: Bool
        /// An import against `may_import` / `must_not_import`.
        public var breaksImportList = false
        public var isImport = false

        public var isForbidden: Bool { breaksLayers || breaksImportList }

        func pairDescription(_ model: LayerModel) -> String {
            let layers = model.configuration.layers
            switch kind {
            case .unit: return "unit \(model.unitNames[Int(from.unit)]) → \(model.unitNames[Int(to.unit)])"
            case .layer: return "layer \(layers[Int(from.layer)].name) → \(layers[Int(to.layer)].name)"
            case .module: return "layer \(layers[Int(from.layer)].name) → module \(name)"
            }
        }
    }

    /// Every use of another layer or unit by the file's references (the first reference to each type)
    /// and imports, allowed or not (with `forbiddenOnly`, the forbidden ones: a finding's); none for a
    /// file in no layer, or test code its layer does not include.
    public static func uses(of file: Int, in model: LayerModel, index: ProjectIndex, forbiddenOnly: Bool = false) -> [Use] {
        let place = model.places[file]
        guard place.layer >= 0 else { return [] }
        // The layer read where it lies: a copy retained each of its names and lists.
        let layers = model.configuration.layers, layer = Int(place.layer)
        guard layers[layer].includeTests || !index.files[file].isTest else { return [] }
        // The facts are read through the resolution that holds them: a copy of them retained each of their arrays.
        var resolution = model.resolution(of: file, facts: index.files[file].architecture())
        var uses: [Use] = []
        for reference in resolution.facts.references {
            guard let resolved = resolution.firstUse(reference) else { continue }
            let target = model.places[Int(resolved.file)]
            guard let crossing = crossing(from: place, to: target, in: layers), !forbiddenOnly || crossing.breaksLayers else { continue }
            // The name is built only for a use kept.
            let names = resolution.facts.names
            let name = resolved.member >= 0 ? names[Int(resolved.name)] + "." + names[Int(resolved.member)] : names[Int(resolved.name)]
            uses.append(Use(kind: crossing.kind, token: resolved.token, name: name, from: place, to: target, breaksLayers: crossing.breaksLayers))
        }
        for (position, entry) in resolution.facts.imports.enumerated() {
            let target = resolution.placeOfImport(position)
            var use = target.flatMap { target in
                crossing(from: place, to: target, in: layers).map {
                    Use(kind: $0.kind, token: entry.token, name: entry.module, from: place, to: target, breaksLayers: $0.breaksLayers)
                }
            }
            // Modules of the own layer (unit) and of layers it may use pass `may_import`; `must_not_import` binds all.
            let isOwn = target.map { $0.layer == place.layer && use == nil } ?? false
            let mayUseTarget = target.map { $0.layer >= 0 && !(use?.breaksLayers ?? false) } ?? false
            let breaksList = layers[layer].mustNotImport.contains(entry.module)
                || (layers[layer].mayImport.map { !$0.contains(entry.module) && !standardModules.contains(entry.module) && !isOwn && !mayUseTarget } ?? false)
            if use == nil, breaksList {
                use = Use(kind: .module, token: entry.token, name: entry.module, from: place, to: place, breaksLayers: false)
            }
            guard var found = use else { continue }
            found.breaksImportList = breaksList
            found.isImport = true
            if forbiddenOnly, !found.isForbidden { continue }
            uses.append(found)
        }
        return uses
    }

    /// How a use of `target` from `place` crosses layers (or units), and whether that breaks them;
    /// nil within one layer (one unit of an independent layer) or of no layer.
    private static func crossing(from place: LayerModel.Place, to target: LayerModel.Place,
                                 in layers: [ArchitectureConfiguration.Layer]) -> (kind: Use.Kind, breaksLayers: Bool)? {
        guard target.layer >= 0 else { return nil }
        let layer = Int(place.layer)
        if target.layer == place.layer {
            guard place.unit >= 0, target.unit >= 0, place.unit != target.unit else { return nil }
            return (.unit, layers[layer].independent)
        }
        return (.layer, layers[layer].mayUse.map { !$0.contains(layers[Int(target.layer)].name) } ?? false)
    }

    private func message(_ use: Use, model: LayerModel, context: RuleContext) -> String {
        let layers = model.configuration.layers
        let layer = layers[Int(use.from.layer)]
        var text = TextBytes(capacity: 256)
        text.add("'")
        Self.addSubject(of: Int(use.token), in: context, to: &text)
        let verb = use.isImport ? "imports" : "uses"
        if use.breaksLayers, use.kind == .unit {
            text.add("' (unit ", model.unitNames[Int(use.from.unit)], " of layer ", layer.name)
            text.add(") ", verb, " '", use.name)
            text.add("' of unit ", model.unitNames[Int(use.to.unit)], "; the units of ", layer.name)
            text.add(" are independent")
        } else if use.breaksLayers {
            text.add("' (layer ", layer.name, ") ", verb)
            text.add(" '", use.name, "' of layer ", layers[Int(use.to.layer)].name)
            text.add("; ", layer.name, " may use ")
            text.add(list: layer.mayUse ?? [], none: "no other layer")
        } else {
            text.add("' (layer ", layer.name, ") imports '", use.name)
            text.add("'; ", layer.name)
            if layer.mustNotImport.contains(use.name) {
                text.add(" must not import ", use.name)
            } else {
                text.add(" may import only ")
                text.add(list: layer.mayImport ?? [], none: "no module")
            }
        }
        if let reason = layer.reason { text.add(" (", reason.trimmingTrailingPeriod, ")") }
        return text.string
    }

    /// Adds the type (or extension) whose code holds the token, qualified by the types around it
    /// (`Settings.State`: a reducer's `State` alone names one of many), else the file's name without `.swift`.
    static func addSubject(of token: Int, in context: RuleContext, to text: inout TextBytes) {
        if let innermost = context.tree.innermost(containing: Int32(token)),
           addTypeNames(to: innermost, in: context.tree.declarations, to: &text) { return }
        let path = context.file.path
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        text.add(name.hasSuffix(".swift") ? String(name.dropLast(6)) : name)
    }

    /// Adds the names of the declarations with members from the outermost around `position` to
    /// it, joined by `.`; whether there was one.
    private static func addTypeNames(to position: Int32, in declarations: [Declaration], to text: inout TextBytes) -> Bool {
        let parent = declarations[Int(position)].parent
        let added = parent >= 0 && addTypeNames(to: parent, in: declarations, to: &text)
        guard declarations[Int(position)].kind.hasMembers else { return added }
        if added { text.add(".") }
        text.add(declarations[Int(position)].name)
        return true
    }

    /// The type or module a finding's message names as used (`… uses 'Name' of …`, `… imports 'Name'`).
    static func usedName(inMessage message: String) -> String? {
        for verb in [") uses '", ") imports '"] {
            guard let start = message.firstRange(of: verb)?.upperBound, let end = message[start...].firstIndex(of: "'") else { continue }
            return String(message[start..<end])
        }
        return nil
    }
}

extension String {
    /// Without one final `.`: a configured reason sentence set in parentheses.
    var trimmingTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
