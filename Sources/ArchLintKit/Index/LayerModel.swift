/// The project joined for the team architecture rules (rules.md 21): each file's layer and unit, the
/// top-level and nested type names with their files, SwiftPM targets with their layers and
/// re-exports, and the lookup that resolves a file's candidate references (`ArchitectureFacts`)
/// to the declarations they name. One pass over every file's declared names and imports; a file's
/// references are read only when that file is checked. A class: every file's check holds it, and
/// a struct of its tables was copied (each table retained and released) into each.
public final class LayerModel: Sendable {
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
    let nested: NameTable<[Int32]>
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
        let (inner, joined) = parallelMap([layerPlaces], jobs: jobs, besides: { InnerNames(parts) }) {
            PlacesAndSites(parts, layerPlaces: $0, packages: index.packages)
        }
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

        init(_ parts: [FilePart], layerPlaces: [LayerPlaces.Place], packages: [PackageManifest]) {
            topLevel = NameTable(minimumCapacity: parts.count)
            places.reserveCapacity(parts.count)
            targetOfFile.reserveCapacity(parts.count)
            isTest.reserveCapacity(parts.count)
            var units: [String: Int32] = [:]
            var targetNumbers: [FilePart.TargetKey: Int32] = [:]
            // (By position, each part's fields read in place: copying the parts was most of the join's reference counting.)
            for position in parts.indices {
                isTest.append(parts[position].isTest)
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
                if let found = parts[position].target {
                    // The files of one folder, next to each other, share one key.
                    if position > 0, parts[position - 1].target == found {
                        target = targetOfFile[position - 1]
                    } else if let known = targetNumbers[found] { target = known } else {
                        target = Int32(targets.count)
                        targetNumbers[found] = target
                        targets.append(Target(name: packages[Int(found.package)].targets[Int(found.target)].name))
                    }
                    if targets[Int(target)].firstFile < 0, parts[position].isSwift { targets[Int(target)].firstFile = Int32(position) }
                    if !parts[position].exports.isEmpty { targets[Int(target)].exports.formUnion(parts[position].exports) }
                }
                targetOfFile.append(target)
                let declared = parts[position].declared
                for number in declared.indices where declared[number].scope == .topLevel {
                    let site = Site(file: Int32(position), isPrivate: declared[number].isPrivate, isTest: parts[position].isTest, target: target)
                    topLevel.update(declared[number].name, initial: []) { $0.append(site) }
                }
            }
        }
    }

    /// The files declaring each nested type `Outer.Name`, in path order, and every inner name: `Outer.Name`
    /// of each nested type, generic parameter and associated type.
    private struct InnerNames: Sendable {
        var nested: NameTable<[Int32]>
        var names: NameTable<Void>

        init(_ parts: [FilePart]) {
            nested = NameTable(minimumCapacity: parts.count)
            names = NameTable(minimumCapacity: parts.count)
            // No `String` made for a key.
            for position in parts.indices {
                let declared = parts[position].declared
                for number in declared.indices where declared[number].scope == .nested || declared[number].scope == .parameter {
                    var outer = declared[number].outer, name = declared[number].name
                    outer.withUTF8 { outer in name.withUTF8 { name in
                        LayerModel.withInnerKey(UnsafeRawBufferPointer(outer), UnsafeRawBufferPointer(name)) { key in
                            // Each nested type's list found by one lookup, each file listed once.
                            if declared[number].scope == .nested {
                                nested.update(key, initial: []) { files in if files.last != Int32(position) { files.append(Int32(position)) } }
                            }
                            names.insertIfAbsent(key, ())
                        }
                    } }
                }
            }
        }
    }

    /// What one file gives the model, read apart from the other files'.
    private struct FilePart: Sendable {
        /// The positions of the package in the index's packages and of the target (the first of its
        /// name) in the package's.
        struct TargetKey: Sendable, Hashable {
            var package: Int32
            var target: Int32
        }

        var isTest: Bool
        var isSwift: Bool
        /// The file's SwiftPM target; nil outside the packages' targets.
        var target: TargetKey?
        /// The names the file declares (`ArchitectureFacts.declared`), read where they are joined.
        var declared: [ArchitectureFacts.Declared]
        /// Modules an `@_exported import` re-exports.
        var exports: [String] = []
    }

    /// Each file's part, in the files' order, on up to `jobs` threads.
    private static func fileParts(_ index: ProjectIndex, jobs: Int) -> [FilePart] {
        // In chunks of neighbouring files: those of one folder look their target up once.
        let chunk = 64, files = index.files
        return parallelMap(Array(stride(from: 0, to: files.count, by: chunk)), jobs: jobs) { start in
            var folder: [UInt8] = [], target: FilePart.TargetKey?
            return files[start..<min(start + chunk, files.count)].enumerated().map { number, file in
                var path = file.path
                // The folder's bytes, compared with the last file's (as Substrings, a few hundred instructions a path).
                let isInFolder = path.withUTF8 { path -> Bool in
                    let length: Int = path.lastIndex(of: UInt8(ascii: "/")) ?? 0
                    let inFolder = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: path[..<length]))
                    if number > 0, folder.withUnsafeBytes({ compareBytes($0, inFolder) }) == 0 { return true }
                    folder = Array(inFolder)
                    return false
                }
                if !isInFolder {
                    target = index.packageTargetPosition(containing: path).map { found in
                        // A name the manifest lists twice (in two `#if` branches) is one target, its first.
                        let targets = index.packages[found.package].targets
                        let first = targets.firstIndex { $0.name == targets[found.target].name } ?? found.target
                        return FilePart.TargetKey(package: Int32(found.package), target: Int32(first))
                    }
                }
                let facts = file.architecture(reading: .declarations)
                var part = FilePart(isTest: file.isTest, isSwift: path.hasASCIISuffix(".swift"), target: target, declared: facts.declared)
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
    /// those an `@_exported import` of that module re-exports, transitively; and by import, the
    /// first target of the module it names (-1 for none), whose place is the import's.
    func visibleTargets(of file: Int, imports: [ArchitectureFacts.Import]) -> (visible: TargetSet, importedTargets: [Int32]) {
        var visible = TargetSet(count: targets.count)
        if targetOfFile[file] >= 0 { _ = visible.insert(targetOfFile[file]) }
        guard !targetsByName.isEmpty else { return (visible, [Int32](repeating: -1, count: imports.count)) }
        let importedTargets = imports.map { entry in
            guard let named = targetsByName[entry.module] else { return Int32(-1) }
            for target in named { visible.formUnion(self.importedTargets[Int(target)]) }
            return named[0]
        }
        return (visible, importedTargets)
    }

    /// Whether `file` sees the top-level declaration (rules.md 21, step 4).
    private func sees(_ site: Site, from file: Int, visible: TargetSet) -> Bool {
        (!site.isPrivate || Int(site.file) == file) && (!site.isTest || isTest[file]) && (site.target < 0 || visible.contains(site.target))
    }

    /// Among the declarations of `name` (its bytes) that `file` sees, in path order (step 5): one in
    /// the file's unit, else its layer, else the first; nil when it sees none.
    private func preferredSite(_ name: UnsafeRawBufferPointer, from file: Int, visible: TargetSet) -> Site? {
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

    /// Whether `key` (`Outer.Name`) is an inner name; read in place (a copy of the table retained its arrays).
    private func isInnerName(_ key: UnsafeRawBufferPointer) -> Bool { innerNames[key] != nil }

    /// The resolution of one file's candidate references (steps 2–5; the file's own steps are in its
    /// facts): each distinct name, qualified name and enclosing type's inner name is looked up once.
    public func resolution(of file: Int, facts: ArchitectureFacts) -> FileResolution {
        FileResolution(model: self, facts: facts, file: file)
    }

    /// Names are looked up by their bytes (`ArchitectureFacts.withName`): no `String` is made,
    /// hashed or retained for a lookup.
    public struct FileResolution {
        let model: LayerModel
        let facts: ArchitectureFacts
        let file: Int
        let visible: TargetSet
        /// By import: the first target of the module it names, -1 for none.
        private let importedTargets: [Int32]
        /// By name, what has been looked up of it.
        private var lookups: [NameLookups]
        /// By `name << 32 | member`: what `Name.Member` resolves to.
        private var qualified: [Int64: Qualified] = [:]

        /// All zero before anything is looked up, so the table is made zeroed rather than element by element.
        private struct NameLookups: BitwiseCopyable {
            /// The file of the top-level type the name resolves to plus 2: 1 for none, 0 before it is looked up.
            var topLevelFile: Int32
            /// Whether the file imports a module of that name: 2 it does, 1 it does not, 0 before it is looked up.
            var importsModule: Int8
            /// Whether the name is an inner name of the type whose body last asked (`innerOf`, its name
            /// plus 1; 0: none yet): a name's references mostly follow each other in one body.
            var isInner: Bool
            var innerOf: Int32
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

        init(model: LayerModel, facts: ArchitectureFacts, file: Int) {
            self.model = model
            self.facts = facts
            self.file = file
            (visible, importedTargets) = model.visibleTargets(of: file, imports: facts.imports)
            lookups = [NameLookups](zeroed: facts.names.count)
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
            let found: Qualified
            if let known = qualified[memo] { found = known } else {
                found = qualify(reference)
                qualified[memo] = found
            }
            switch found {
            case .none: return nil
            case .nested(let declaring): return Resolved(file: declaring, token: reference.token, name: reference.name, member: reference.member)
            case .moduleType(let declaring): return Resolved(file: declaring, token: reference.memberToken, name: reference.member)
            case .outer(let declaring): return Resolved(file: declaring, token: reference.token, name: reference.name)
            }
        }

        /// The place of the project module the file's import `position` names (its target's first
        /// Swift file's): nil for a module that is no SwiftPM target of the project.
        public func placeOfImport(_ position: Int) -> Place? {
            model.placeOfTarget(importedTargets[position])
        }

        /// (Inlined: asked of every reference, it is looked up once per name.)
        @inline(__always) private mutating func declaringFile(_ name: Int32) -> Int32 {
            if lookups[Int(name)].topLevelFile == 0 { lookUpDeclaringFile(name) }
            return lookups[Int(name)].topLevelFile - 2
        }

        private mutating func lookUpDeclaringFile(_ name: Int32) {
            let (model, file, visible) = (self.model, self.file, self.visible)
            let found = facts.withName(name) { model.preferredSite($0, from: file, visible: visible) }
            lookups[Int(name)].topLevelFile = (found?.file ?? -1) + 2
        }

        private mutating func importsModule(named name: Int32) -> Bool {
            if lookups[Int(name)].importsModule == 0 {
                let imports = facts.withName(name) { name in facts.imports.contains { Self.equal($0.module, name) } }
                lookups[Int(name)].importsModule = imports ? 2 : 1
            }
            return lookups[Int(name)].importsModule == 2
        }

        /// In an extension of T, T's nested types and generic parameters (declared anywhere) come first.
        private mutating func isInnerName(_ reference: ArchitectureFacts.Reference) -> Bool {
            guard reference.extended >= 0 else { return false }
            let name = Int(reference.name)
            if lookups[name].innerOf == reference.extended + 1 { return lookups[name].isInner }
            let model = self.model
            let isInner = withKey(reference.extended, reference.name) { model.isInnerName($0) }
            lookups[name].innerOf = reference.extended + 1
            lookups[name].isInner = isInner
            return isInner
        }

        /// The key `Outer.Name` of the model's inner and nested names, of two of the file's names.
        @inline(__always) private func withKey<Result>(_ outer: Int32, _ name: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            facts.withName(outer) { outer in facts.withName(name) { name in LayerModel.withInnerKey(outer, name, body) } }
        }

        private mutating func qualify(_ reference: ArchitectureFacts.Reference) -> Qualified {
            let outer = declaringFile(reference.name)
            // The nested type of the `Outer` the name resolves to: in its file, else its target, else the first.
            let model = self.model
            if outer >= 0, let files = withKey(reference.name, reference.member, { model.nested[$0] }) {
                let target = model.targetOfFile[Int(outer)]
                return .nested(files.first { $0 == outer } ?? files.first { target >= 0 && model.targetOfFile[Int($0)] == target } ?? files[0])
            }
            // `Module.Type`: a module the file imports (a type of that name wins, above).
            if outer < 0, importsModule(named: reference.name) {
                let (file, visible) = (self.file, self.visible)
                let site = facts.withName(reference.name) { module in
                    facts.withName(reference.member) { member in
                        model.topLevel[member]?.first {
                            model.sees($0, from: file, visible: visible) && $0.target >= 0 && Self.equal(model.targets[Int($0.target)].name, module)
                        }
                    }
                }
                if let site { return .moduleType(site.file) }
            }
            return outer >= 0 ? .outer(outer) : .none
        }

        /// Whether the string holds just these bytes.
        private static func equal(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
            string.utf8.count == bytes.count && string.utf8.elementsEqual(bytes)
        }
    }

    /// The place of a project module's target: that of its first Swift file; nil for none (-1, a
    /// module that is no SwiftPM target of the project) or a target without a Swift file.
    private func placeOfTarget(_ target: Int32) -> Place? {
        guard target >= 0, targets[Int(target)].firstFile >= 0 else { return nil }
        return places[Int(targets[Int(target)].firstFile)]
    }

    /// The bytes of the key `Outer.Name` of the inner and nested names, on the stack: the model is
    /// built and asked with such keys, and no `String` is made for one.
    @inline(__always) static func withInnerKey<Result>(_ outer: UnsafeRawBufferPointer, _ name: UnsafeRawBufferPointer,
                                                       _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(byteCount: outer.count + 1 + name.count, alignment: 1) { key in
            key.copyMemory(from: outer)
            key[outer.count] = UInt8(ascii: ".")
            UnsafeMutableRawBufferPointer(rebasing: key[(outer.count + 1)...]).copyMemory(from: name)
            return body(UnsafeRawBufferPointer(key))
        }
    }

    public func isProjectModule(_ module: String) -> Bool { targetsByName[module] != nil }
}

extension Array where Element: BitwiseCopyable {
    /// `count` elements of all-zero bytes, set at once (`Array(repeating:count:)` sets one at a time):
    /// for element types whose zero bytes are a meaningful initial value.
    init(zeroed count: Int) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
            initialized = count
        }
    }
}
