/// The project joined for the team architecture rules (rules.md 21): each file's layer and unit, the
/// top-level and nested type names with their files, SwiftPM targets with their layers and
/// re-exports, and the lookup that resolves a file's candidate references (`ArchitectureFacts`)
/// to the declarations they name. One pass over every file's declared names and imports; a file's
/// references are read only when that file is checked.
public struct LayerModel: Sendable {
    /// A layer (index into the configuration's layers) and unit (index into `unitNames`), -1 for none.
    public struct Place: Sendable, Hashable {
        public var layer: Int32
        public var unit: Int32
    }

    /// A top-level type or typealias declaration.
    struct Site: Sendable {
        var file: Int32
        var isPrivate: Bool
        var isTest: Bool
        var target: Int32
    }

    struct Target: Sendable {
        var name: String
        /// The first Swift file of the target in path order, whose layer is the target's; -1 for none.
        var firstFile: Int32 = -1
        /// Modules an `@_exported import` of one of its files re-exports.
        var exports: Set<String> = []
    }

    /// A resolved reference: the declaring file, the token to report at and the type's name.
    public struct Resolved: Sendable, Hashable {
        public var file: Int32
        public var token: Int32
        public var name: String
    }

    public let configuration: ArchitectureConfiguration
    public let places: [Place]
    public let unitNames: [String]
    let topLevel: [String: [Site]]
    /// `Outer.Inner` → the files declaring a type `Inner` directly in a type `Outer` or an extension of one, in path order.
    let nested: [String: [Int32]]
    /// `Outer.Name` for every type nested in `Outer` (or its extensions) and every generic parameter or
    /// associated type of `Outer`: what code in an extension of `Outer` sees before top-level names.
    let innerNames: Set<String>
    let targets: [Target]
    let targetOfFile: [Int32]
    let targetsByName: [String: [Int32]]
    let isTest: [Bool]

    public init(_ index: ProjectIndex, configuration: ArchitectureConfiguration) {
        self.configuration = configuration
        var units: [String: Int32] = [:]
        var unitNames: [String] = []
        var places: [Place] = []
        var topLevel: [String: [Site]] = [:]
        var nested: [String: [Int32]] = [:]
        var innerNames: Set<String> = []
        var targets: [Target] = []
        var targetNumbers: [String: Int32] = [:]
        var targetOfFile: [Int32] = []
        var isTest: [Bool] = []
        places.reserveCapacity(index.files.count)
        for (position, file) in index.files.enumerated() {
            let path = file.path
            isTest.append(file.isTest)
            var place = Place(layer: -1, unit: -1)
            if path.hasSuffix(".swift"), let found = configuration.layerIndex(of: path) {
                place.layer = Int32(found.layer)
                if let unit = found.unit {
                    if let known = units[unit] { place.unit = known } else {
                        units[unit] = Int32(unitNames.count)
                        place.unit = Int32(unitNames.count)
                        unitNames.append(unit)
                    }
                }
            }
            places.append(place)
            var target: Int32 = -1
            if let found = index.packageTarget(containing: path) {
                let key = found.package.directory + "\0" + found.target.name
                if let known = targetNumbers[key] { target = known } else {
                    target = Int32(targets.count)
                    targetNumbers[key] = target
                    targets.append(Target(name: found.target.name))
                }
                if targets[Int(target)].firstFile < 0, path.hasSuffix(".swift") { targets[Int(target)].firstFile = Int32(position) }
            }
            targetOfFile.append(target)
            let facts = file.architecture(references: false)
            for declared in facts.declared {
                switch declared.scope {
                case .topLevel:
                    topLevel[declared.name, default: []].append(Site(file: Int32(position), isPrivate: declared.isPrivate, isTest: file.isTest, target: target))
                case .nested:
                    let key = declared.outer + "." + declared.name
                    if nested[key]?.last != Int32(position) { nested[key, default: []].append(Int32(position)) }
                    innerNames.insert(key)
                case .parameter:
                    innerNames.insert(declared.outer + "." + declared.name)
                case .local:
                    break
                }
            }
            if target >= 0 {
                for entry in facts.imports where entry.isExported { targets[Int(target)].exports.insert(entry.module) }
            }
        }
        var byName: [String: [Int32]] = [:]
        for (number, target) in targets.enumerated() { byName[target.name, default: []].append(Int32(number)) }
        self.places = places
        self.unitNames = unitNames
        self.topLevel = topLevel
        self.nested = nested
        self.innerNames = innerNames
        self.targets = targets
        self.targetOfFile = targetOfFile
        self.targetsByName = byName
        self.isTest = isTest
    }

    /// The targets whose declarations `file` sees: its own, those it imports, and, through each,
    /// those an `@_exported import` of that module re-exports, transitively.
    func visibleTargets(of file: Int, imports: [ArchitectureFacts.Import]) -> Set<Int32> {
        var visible: Set<Int32> = []
        if targetOfFile[file] >= 0 { visible.insert(targetOfFile[file]) }
        var modules = imports.map(\.module)
        var seenModules: Set<String> = []
        while let module = modules.popLast() {
            guard seenModules.insert(module).inserted else { continue }
            for target in targetsByName[module] ?? [] {
                visible.insert(target)
                modules += targets[Int(target)].exports
            }
        }
        return visible
    }

    /// The declarations of `name` that `file` sees (rules.md 21, step 4), in path order.
    private func visibleSites(_ name: String, from file: Int, visible: Set<Int32>) -> [Site] {
        (topLevel[name] ?? []).filter { site in
            (!site.isPrivate || Int(site.file) == file) && (!site.isTest || isTest[file])
                && (site.target < 0 || visible.contains(site.target))
        }
    }

    /// Among visible declarations: one in the file's unit, else its layer, else the first in path order.
    private func preferred(_ sites: [Site], from file: Int) -> Site? {
        guard sites.count > 1 else { return sites.first }
        let place = places[file]
        if place.unit >= 0, let site = sites.first(where: { places[Int($0.file)].unit == place.unit }) { return site }
        if place.layer >= 0, let site = sites.first(where: { places[Int($0.file)].layer == place.layer }) { return site }
        return sites.first
    }

    /// What one candidate reference names (steps 2–5; the file's own steps are in its facts): nil
    /// when it names no project type the file sees.
    public func resolve(_ reference: ArchitectureFacts.Reference, in facts: ArchitectureFacts, file: Int, visible: Set<Int32>) -> Resolved? {
        let name = facts.names[Int(reference.name)]
        // In an extension of T, T's nested types and generic parameters (declared anywhere) come first.
        if reference.extended >= 0, innerNames.contains(facts.names[Int(reference.extended)] + "." + name) { return nil }
        let sites = visibleSites(name, from: file, visible: visible)
        if reference.member >= 0 {
            let member = facts.names[Int(reference.member)]
            // The nested type of the `Outer` the name resolves to: in its file, else its target, else the first.
            if let outer = preferred(sites, from: file), let files = nested[name + "." + member] {
                let nestedFile = files.first { $0 == outer.file } ?? files.first { outer.target >= 0 && targetOfFile[Int($0)] == outer.target } ?? files[0]
                return Resolved(file: nestedFile, token: reference.token, name: name + "." + member)
            }
            // `Module.Type`: a module the file imports (a type of that name wins, above).
            if sites.isEmpty, facts.imports.contains(where: { $0.module == name }),
               let site = visibleSites(member, from: file, visible: visible).first(where: { $0.target >= 0 && targets[Int($0.target)].name == name }) {
                return Resolved(file: site.file, token: reference.memberToken, name: member)
            }
        }
        guard let site = preferred(sites, from: file) else { return nil }
        return Resolved(file: site.file, token: reference.token, name: name)
    }

    /// The place of a project module named by an import: that of its target's first Swift file; nil
    /// for a module that is no SwiftPM target of the project (or whose target has no Swift file).
    public func placeOfModule(_ module: String) -> Place? {
        guard let target = targetsByName[module]?.first, targets[Int(target)].firstFile >= 0 else { return nil }
        return places[Int(targets[Int(target)].firstFile)]
    }

    public func isProjectModule(_ module: String) -> Bool { targetsByName[module] != nil }
}
