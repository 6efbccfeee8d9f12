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

    /// A resolved reference: the declaring file, the token to report at, and the type's name as
    /// numbers in the file's `ArchitectureFacts.names`: `name`, or with a `member` (≥ 0) `name.member`.
    public struct Resolved: Sendable, Hashable {
        public var file: Int32
        public var token: Int32
        public var name: Int32
        public var member: Int32 = -1

        /// The type, whichever token named it.
        public var type: ResolvedType { ResolvedType(file: file, name: name, member: member) }
    }

    public struct ResolvedType: Sendable, Hashable {
        public var file: Int32
        public var name: Int32
        public var member: Int32
    }

    public let configuration: ArchitectureConfiguration
    public let places: [Place]
    public let unitNames: [String]
    /// Looked up by each file's distinct names: by their bytes, hashed as `NameTable` hashes them.
    let topLevel: NameTable<[Site]>
    /// `Outer.Inner` → the files declaring a type `Inner` directly in a type `Outer` or an extension of one, in path order.
    let nested: [String: [Int32]]
    /// `Outer.Name` for every type nested in `Outer` (or its extensions) and every generic parameter or
    /// associated type of `Outer`: what code in an extension of `Outer` sees before top-level names.
    /// By bytes: each file asks it of every type name it uses in a type's body.
    let innerNames: NameTable<Void>
    let targets: [Target]
    let targetOfFile: [Int32]
    let targetsByName: [String: [Int32]]
    /// By target: the targets importing it makes visible, itself and, through each `@_exported
    /// import`, transitively, those its re-exported modules name (followed for every file, they
    /// were a tenth of its check).
    let importedTargets: [TargetSet]
    let isTest: [Bool]

    /// `places`: those of the run's indexed paths, when the caller has them (else found here).
    /// Each file's part is read on up to `jobs` threads, then joined in path order.
    public init(_ index: ProjectIndex, configuration: ArchitectureConfiguration, places given: LayerPlaces? = nil, jobs: Int = 1) {
        self.configuration = configuration
        let paths = index.files.map(\.path)
        let layerPlaces = (given ?? LayerPlaces(configuration, paths: paths, jobs: jobs)).places(of: paths, in: configuration)
        let parts = Self.fileParts(index, jobs: jobs)
        // The inner names are joined on one thread while the rest is on another: neither reads the other's.
        let (inner, joined) = parallelMap([layerPlaces], jobs: jobs, besides: { InnerNames(parts) }) { PlacesAndSites(parts, layerPlaces: $0) }
        var byName: [String: [Int32]] = [:]
        for (number, target) in joined[0].targets.enumerated() { byName[target.name, default: []].append(Int32(number)) }
        places = joined[0].places
        unitNames = joined[0].unitNames
        topLevel = joined[0].topLevel
        targets = joined[0].targets
        targetOfFile = joined[0].targetOfFile
        targetsByName = byName
        importedTargets = Self.importedTargets(joined[0].targets, byName: byName)
        isTest = joined[0].isTest
        nested = inner.nested
        innerNames = inner.names
    }

    /// The files' places with their units numbered, the targets numbered, and each top-level
    /// name's sites: all in path order.
    private struct PlacesAndSites: Sendable {
        var places: [Place] = []
        var unitNames: [String] = []
        var topLevel: NameTable<[Site]>
        var targets: [Target] = []
        var targetOfFile: [Int32] = []
        var isTest: [Bool] = []

        init(_ parts: [FilePart], layerPlaces: [LayerPlaces.Place]) {
            topLevel = NameTable(minimumCapacity: parts.count)
            places.reserveCapacity(parts.count)
            targetOfFile.reserveCapacity(parts.count)
            isTest.reserveCapacity(parts.count)
            var units: [String: Int32] = [:]
            var targetNumbers: [String: Int32] = [:]
            for (position, part) in parts.enumerated() {
                isTest.append(part.isTest)
                var place = Place(layer: layerPlaces[position].layer, unit: -1)
                if place.layer >= 0, let unit = layerPlaces[position].unit {
                    if let known = units[unit] { place.unit = known } else {
                        units[unit] = Int32(unitNames.count)
                        place.unit = Int32(unitNames.count)
                        unitNames.append(unit)
                    }
                }
                places.append(place)
                var target: Int32 = -1
                if let found = part.target {
                    // The files of one folder, next to each other, share one key.
                    if position > 0, let previous = parts[position - 1].target, previous.key == found.key {
                        target = targetOfFile[position - 1]
                    } else if let known = targetNumbers[found.key] { target = known } else {
                        target = Int32(targets.count)
                        targetNumbers[found.key] = target
                        targets.append(Target(name: found.name))
                    }
                    if targets[Int(target)].firstFile < 0, part.isSwift { targets[Int(target)].firstFile = Int32(position) }
                    targets[Int(target)].exports.formUnion(part.exports)
                }
                targetOfFile.append(target)
                for declared in part.topLevel {
                    let site = Site(file: Int32(position), isPrivate: declared.isPrivate, isTest: part.isTest, target: target)
                    topLevel.update(declared.name, initial: []) { $0.append(site) }
                }
            }
        }
    }

    /// The files declaring each nested type `Outer.Name`, in path order, and every inner name.
    private struct InnerNames: Sendable {
        var nested: [String: [Int32]] = [:]
        var names: NameTable<Void>

        init(_ parts: [FilePart]) {
            names = NameTable(minimumCapacity: parts.count)
            // Each nested type's list found by one lookup, each file listed once.
            func add(_ file: Int32, to files: inout [Int32]) { if files.last != file { files.append(file) } }
            for (position, part) in parts.enumerated() {
                for inner in part.inner {
                    if inner.isNested { add(Int32(position), to: &nested[inner.key, default: []]) }
                    names.insertIfAbsent(inner.key, ())
                }
            }
        }
    }

    /// What one file gives the model, read apart from the other files'.
    private struct FilePart: Sendable {
        struct TargetKey: Sendable {
            /// The package's folder and the target's name.
            var key: String
            var name: String
        }

        var isTest: Bool
        var isSwift: Bool
        /// The file's SwiftPM target; nil outside the packages' targets.
        var target: TargetKey?
        var topLevel: [(name: String, isPrivate: Bool)] = []
        /// `Outer.Name` of each nested type (`isNested`), generic parameter and associated type.
        var inner: [(key: String, isNested: Bool)] = []
        /// Modules an `@_exported import` re-exports.
        var exports: [String] = []
    }

    /// Each file's part, in the files' order, on up to `jobs` threads.
    private static func fileParts(_ index: ProjectIndex, jobs: Int) -> [FilePart] {
        // In chunks of neighbouring files: those of one folder look their target up once.
        let chunk = 64, files = index.files
        return parallelMap(Array(stride(from: 0, to: files.count, by: chunk)), jobs: jobs) { start in
            var folderTarget: (folder: Substring, target: FilePart.TargetKey?)?
            return files[start..<min(start + chunk, files.count)].map { file in
                var path = file.path
                // (By the bytes' offset: `utf8.lastIndex(of:)` cost a thousand instructions a path.)
                let folderLength = path.withUTF8 { $0.lastIndex(of: UInt8(ascii: "/")) ?? 0 }
                let folder = Substring(path.utf8.prefix(folderLength))
                if folderTarget?.folder != folder {
                    folderTarget = (folder, index.packageTarget(containing: path).map {
                        FilePart.TargetKey(key: $0.package.directory + "\0" + $0.target.name, name: $0.target.name)
                    })
                }
                var part = FilePart(isTest: file.isTest, isSwift: path.hasSuffix(".swift"), target: folderTarget?.target)
                let facts = file.architecture(reading: .declarations)
                for declared in facts.declared {
                    switch declared.scope {
                    case .topLevel: part.topLevel.append((declared.name, declared.isPrivate))
                    case .nested: part.inner.append((declared.outer + "." + declared.name, true))
                    case .parameter: part.inner.append((declared.outer + "." + declared.name, false))
                    case .local: break
                    }
                }
                if part.target != nil { part.exports = facts.imports.filter(\.isExported).map(\.module) }
                return part
            }
        }.flatMap { $0 }
    }

    /// Targets by number, one bit each: the targets a file sees are asked of every declaration of
    /// each name it resolves.
    struct TargetSet {
        private var words: [UInt64]

        init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

        func contains(_ target: Int32) -> Bool { words[Int(target) / 64] & 1 << UInt64(target % 64) != 0 }

        /// Whether `target` was not yet in the set.
        mutating func insert(_ target: Int32) -> Bool {
            defer { words[Int(target) / 64] |= 1 << UInt64(target % 64) }
            return !contains(target)
        }

        /// Adds the targets of `other`, a set of as many targets.
        mutating func formUnion(_ other: TargetSet) {
            for position in words.indices { words[position] |= other.words[position] }
        }
    }

    private static func importedTargets(_ targets: [Target], byName: [String: [Int32]]) -> [TargetSet] {
        targets.indices.map { start in
            var reached = TargetSet(count: targets.count)
            _ = reached.insert(Int32(start))
            var pending = [Int32(start)]
            while let target = pending.popLast() {
                for module in targets[Int(target)].exports {
                    for next in byName[module] ?? [] where reached.insert(next) { pending.append(next) }
                }
            }
            return reached
        }
    }

    /// The targets whose declarations `file` sees: its own, those it imports, and, through each,
    /// those an `@_exported import` of that module re-exports, transitively.
    func visibleTargets(of file: Int, imports: [ArchitectureFacts.Import]) -> TargetSet {
        var visible = TargetSet(count: targets.count)
        if targetOfFile[file] >= 0 { _ = visible.insert(targetOfFile[file]) }
        guard !targetsByName.isEmpty else { return visible }
        for entry in imports {
            for target in targetsByName[entry.module] ?? [] { visible.formUnion(importedTargets[Int(target)]) }
        }
        return visible
    }

    /// Whether `file` sees the top-level declaration (rules.md 21, step 4).
    private func sees(_ site: Site, from file: Int, visible: TargetSet) -> Bool {
        (!site.isPrivate || Int(site.file) == file) && (!site.isTest || isTest[file]) && (site.target < 0 || visible.contains(site.target))
    }

    /// Among the declarations of `name` that `file` sees, in path order (step 5): one in the file's
    /// unit, else its layer, else the first; nil when it sees none.
    private func preferredSite(_ name: String, from file: Int, visible: TargetSet) -> Site? {
        guard let sites = topLevel[name] else { return nil }
        let place = places[file]
        var first: Site?, inLayer: Site?
        for site in sites where sees(site, from: file, visible: visible) {
            if place.unit >= 0, places[Int(site.file)].unit == place.unit { return site }
            if inLayer == nil, place.layer >= 0, places[Int(site.file)].layer == place.layer { inLayer = site }
            if first == nil { first = site }
        }
        return inLayer ?? first
    }

    /// The resolution of one file's candidate references (steps 2–5; the file's own steps are in its
    /// facts): each distinct name, qualified name and enclosing type's inner name is looked up once.
    public func resolution(of file: Int, facts: ArchitectureFacts) -> FileResolution {
        FileResolution(model: self, facts: facts, file: file, visible: visibleTargets(of: file, imports: facts.imports))
    }

    public struct FileResolution {
        let model: LayerModel
        let facts: ArchitectureFacts
        let file: Int
        let visible: TargetSet
        /// By name, what has been looked up of it.
        private var lookups: [NameLookups]
        /// The bytes of an `Outer.Name` key of the model's tables, one buffer reused for every lookup.
        private var key: [UInt8] = []
        /// By `name << 32 | member`: what `Name.Member` resolves to.
        private var qualified: [Int64: Qualified] = [:]

        private struct NameLookups {
            /// The file of the top-level type the name resolves to, -1 for none, -2 before it is looked up.
            var topLevelFile: Int32 = -2
            /// Whether the file imports a module of that name, -1 before it is looked up.
            var importsModule: Int8 = -1
            /// The type whose body last asked whether the name is one of its nested types, generic
            /// parameters or associated types (-1: none yet), and the answer: a name's references
            /// mostly follow each other in one body.
            var innerOf: Int32 = -1
            var isInner = false
        }

        private enum Qualified {
            case none
            /// The nested type `Name.Member`, declared in this file.
            case nested(Int32)
            /// `Module.Member`: the module's type, declared in this file.
            case moduleType(Int32)
            /// `Name` alone, declared in this file.
            case outer(Int32)
        }

        init(model: LayerModel, facts: ArchitectureFacts, file: Int, visible: TargetSet) {
            self.model = model
            self.facts = facts
            self.file = file
            self.visible = visible
            lookups = [NameLookups](repeating: NameLookups(), count: facts.names.count)
        }

        /// What the reference names: nil when it names no project type the file sees.
        public mutating func resolve(_ reference: ArchitectureFacts.Reference) -> Resolved? {
            if reference.member < 0 {
                // Most names name no project type: that is looked up first, once per name.
                let declaring = declaringFile(reference.name)
                guard declaring >= 0, !isInnerName(reference) else { return nil }
                return Resolved(file: declaring, token: reference.token, name: reference.name)
            }
            // `Name.Member` names a project type only where Name does or names an imported module: most do neither.
            guard declaringFile(reference.name) >= 0 || importsModule(named: reference.name), !isInnerName(reference) else { return nil }
            let memo = Int64(reference.name) << 32 | Int64(reference.member)
            let found = qualified[memo] ?? qualify(reference)
            qualified[memo] = found
            switch found {
            case .none: return nil
            case .nested(let declaring): return Resolved(file: declaring, token: reference.token, name: reference.name, member: reference.member)
            case .moduleType(let declaring): return Resolved(file: declaring, token: reference.memberToken, name: reference.member)
            case .outer(let declaring): return Resolved(file: declaring, token: reference.token, name: reference.name)
            }
        }

        private mutating func declaringFile(_ name: Int32) -> Int32 {
            if lookups[Int(name)].topLevelFile == -2 {
                lookups[Int(name)].topLevelFile = model.preferredSite(facts.names[Int(name)], from: file, visible: visible)?.file ?? -1
            }
            return lookups[Int(name)].topLevelFile
        }

        private mutating func importsModule(named name: Int32) -> Bool {
            if lookups[Int(name)].importsModule < 0 {
                lookups[Int(name)].importsModule = facts.imports.contains { $0.module == facts.names[Int(name)] } ? 1 : 0
            }
            return lookups[Int(name)].importsModule == 1
        }

        /// In an extension of T, T's nested types and generic parameters (declared anywhere) come first.
        private mutating func isInnerName(_ reference: ArchitectureFacts.Reference) -> Bool {
            guard reference.extended >= 0 else { return false }
            let name = Int(reference.name)
            if lookups[name].innerOf == reference.extended { return lookups[name].isInner }
            var outer = facts.names[Int(reference.extended)], inner = facts.names[name]
            key.removeAll(keepingCapacity: true)
            outer.withUTF8 { key.append(contentsOf: $0) }
            key.append(UInt8(ascii: "."))
            inner.withUTF8 { key.append(contentsOf: $0) }
            let isInner = key.withUnsafeBytes { model.innerNames[$0] } != nil
            lookups[name].innerOf = reference.extended
            lookups[name].isInner = isInner
            return isInner
        }

        private mutating func qualify(_ reference: ArchitectureFacts.Reference) -> Qualified {
            let name = facts.names[Int(reference.name)], member = facts.names[Int(reference.member)]
            let outer = declaringFile(reference.name)
            // The nested type of the `Outer` the name resolves to: in its file, else its target, else the first.
            if outer >= 0, let files = model.nested[name + "." + member] {
                let target = model.targetOfFile[Int(outer)]
                return .nested(files.first { $0 == outer } ?? files.first { target >= 0 && model.targetOfFile[Int($0)] == target } ?? files[0])
            }
            // `Module.Type`: a module the file imports (a type of that name wins, above).
            if outer < 0, importsModule(named: reference.name),
               let site = model.topLevel[member]?.first(where: { model.sees($0, from: file, visible: visible) && $0.target >= 0 && model.targets[Int($0.target)].name == name }) {
                return .moduleType(site.file)
            }
            return outer >= 0 ? .outer(outer) : .none
        }
    }

    /// The place of a project module named by an import: that of its target's first Swift file; nil
    /// for a module that is no SwiftPM target of the project (or whose target has no Swift file).
    public func placeOfModule(_ module: String) -> Place? {
        guard let target = targetsByName[module]?.first, targets[Int(target)].firstFile >= 0 else { return nil }
        return places[Int(targets[Int(target)].firstFile)]
    }

    public func isProjectModule(_ module: String) -> Bool { targetsByName[module] != nil }
}
