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
    }

    public let configuration: ArchitectureConfiguration
    public let places: [Place]
    public let unitNames: [String]
    /// Each top-level name's declarations, a range of `sites`: looked up by each file's distinct
    /// names, by their bytes. (One array for all names: none of its own to retain on a lookup.)
    let topLevel: NameTable<Range<Int32>>
    /// The top-level declarations, each name's in path order.
    let sites: [Site]
    /// `Outer.Name` for every type nested in `Outer` (or its extensions) and every generic parameter or
    /// associated type of `Outer`: what code in an extension of `Outer` sees before top-level names.
    /// By bytes: each file asks it of every type name it uses in a type's body. Its value: the range
    /// of `nestedFiles` listing the files declaring a type `Name` directly in a type `Outer` or an
    /// extension of one (empty for a generic parameter or associated type only).
    let innerNames: NameTable<Range<Int32>>
    /// By inner name, the files declaring it as a nested type, in path order.
    let nestedFiles: [Int32]
    let targets: [Target]
    let targetOfFile: [Int32]
    /// Target numbers by name, looked up by an import's bytes.
    let targetsByName: NameTable<[Int32]>
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
        sites = joined[0].sites
        targets = joined[0].targets
        targetOfFile = joined[0].targetOfFile
        targetsByName = Self.targetNumbers(byName)
        importedTargets = Self.importedTargets(joined[0].targets, byName: byName)
        isTest = joined[0].isTest
        innerNames = inner.names
        nestedFiles = inner.nestedFiles
    }

    /// The files' places with their units numbered, the targets numbered, and each top-level
    /// name's sites: all in path order.
    private struct PlacesAndSites: Sendable {
        var places: [Place] = []
        var unitNames: [String] = []
        var topLevel: NameTable<Range<Int32>>
        var sites: [Site] = []
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
            // Each site in path order with the position of its name in `topLevel`, grouped by name at the end.
            var found: [(name: Int32, value: Site)] = []
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
                    var name = declared[number].name
                    let namePosition = name.withUTF8 { topLevel.position(of: UnsafeRawBufferPointer($0), inserting: 0..<0) }
                    found.append((Int32(namePosition), site))
                }
            }
            sites = LayerModel.grouped(found, names: &topLevel)
        }
    }

    /// The values (each with the position of its name in `names`) grouped by name, in the order
    /// given within a name, each name's value set to its range of the result: a counting sort.
    private static func grouped<Element>(_ values: [(name: Int32, value: Element)], names: inout NameTable<Range<Int32>>) -> [Element] {
        var starts = [Int32](repeating: 0, count: names.count + 1)
        for entry in values { starts[Int(entry.name) + 1] += 1 }
        for name in 0..<names.count { starts[name + 1] += starts[name] }
        for name in 0..<names.count { names[position: name] = starts[name]..<starts[name + 1] }
        guard let any = values.first?.value else { return [] }
        var result = [Element](repeating: any, count: values.count)
        for entry in values {
            result[Int(starts[Int(entry.name)])] = entry.value
            starts[Int(entry.name)] += 1
        }
        return result
    }

    /// The files declaring each nested type `Outer.Name`, in path order, and every inner name: `Outer.Name`
    /// of each nested type, generic parameter and associated type.
    private struct InnerNames: Sendable {
        var names: NameTable<Range<Int32>>
        var nestedFiles: [Int32]

        init(_ parts: [FilePart]) {
            var names = NameTable<Range<Int32>>(minimumCapacity: parts.count)
            // Each nested type's files with its name's position, each file once; by name, the last file listed.
            var found: [(name: Int32, value: Int32)] = [], lastFile: [Int32] = []
            // No `String` made for a key.
            for position in parts.indices {
                let declared = parts[position].declared
                for number in declared.indices where declared[number].scope == .nested || declared[number].scope == .parameter {
                    var outer = declared[number].outer, name = declared[number].name
                    let namePosition = outer.withUTF8 { outer in name.withUTF8 { name in
                        LayerModel.withInnerKey(UnsafeRawBufferPointer(outer), UnsafeRawBufferPointer(name)) { names.position(of: $0, inserting: 0..<0) }
                    } }
                    if namePosition == lastFile.count { lastFile.append(-1) }
                    if declared[number].scope == .nested, lastFile[namePosition] != Int32(position) {
                        lastFile[namePosition] = Int32(position)
                        found.append((Int32(namePosition), Int32(position)))
                    }
                }
            }
            nestedFiles = LayerModel.grouped(found, names: &names)
            self.names = names
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
    /// those an `@_exported import` of that module re-exports, transitively. Imports are looked up
    /// by their bytes (hashing each module name as a `String` was half of this).
    func visibleTargets(of file: Int, imports: [ArchitectureFacts.Import]) -> TargetSet {
        var visible = TargetSet(count: targets.count)
        if targetOfFile[file] >= 0 { _ = visible.insert(targetOfFile[file]) }
        for position in imports.indices {
            guard let named = targetsByName[imports[position].module] else { continue }
            for target in named { visible.formUnion(importedTargets[Int(target)]) }
        }
        return visible
    }

    /// The targets of each name, looked up by an import's bytes.
    private static func targetNumbers(_ byName: [String: [Int32]]) -> NameTable<[Int32]> {
        var table = NameTable<[Int32]>(minimumCapacity: byName.count)
        for (name, targets) in byName { table.insertIfAbsent(name, targets) }
        return table
    }

    /// Whether `key` (`Outer.Name`) is an inner name; read in place (a copy of the table retained its arrays).
    private func isInnerName(_ key: UnsafeRawBufferPointer) -> Bool { innerNames[key] != nil }

    /// The declarations of the top-level name, in path order; nil for none.
    func sites(named name: UnsafeRawBufferPointer) -> ArraySlice<Site>? {
        topLevel[name].map { sites[Int($0.lowerBound)..<Int($0.upperBound)] }
    }

    /// The files declaring the nested type `key` (`Outer.Name`), in path order; nil for none.
    func nestedFiles(named key: UnsafeRawBufferPointer) -> ArraySlice<Int32>? {
        guard let range = innerNames[key], !range.isEmpty else { return nil }
        return nestedFiles[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// The resolution of one file's candidate references (steps 2–5; the file's own steps are in its
    /// facts): each distinct name, qualified name and enclosing type's inner name is looked up once.
    public func resolution(of file: Int, facts: ArchitectureFacts) -> FileResolution {
        FileResolution(model: self, facts: facts, file: file)
    }

    /// Names are looked up by their bytes (`ArchitectureFacts.withName`): no `String` is made,
    /// hashed or retained for a lookup. What is known of each name lies in one buffer made once
    /// (zeroed) and freed with the resolution; the qualified names' table and the visible targets
    /// are made when a file first needs them: the six tables a file made (two of them growing)
    /// were about a sixth of its check.
    public struct FileResolution: ~Copyable {
        let model: LayerModel
        let facts: ArchitectureFacts
        let file: Int
        /// The targets whose declarations the file sees, made at the first declaration of another target it asks about.
        private var visible: TargetSet?
        /// By name, what has been looked up of it and which of its uses were seen; written through, so
        /// the lookups need not mutate the resolution.
        private let names: UnsafeMutableBufferPointer<NameState>
        /// `Name.Member` of the file's qualified references.
        private var qualified = QualifiedNames()

        /// All zero before anything is looked up, so the buffer is made zeroed rather than element by element.
        private struct NameState: BitwiseCopyable {
            /// The file of the top-level type the name resolves to plus 2: 1 for none, 0 before it is looked up.
            var topLevelFile: Int32
            /// The type whose body last asked whether the name is an inner name of it (`isInner`), its
            /// name plus 1 (0: none yet): a name's references mostly follow each other in one body.
            var innerOf: Int32
            var isInner: Bool
            /// Whether the file imports a module of that name: 2 it does, 1 it does not, 0 before it is looked up.
            var importsModule: Int8
            /// No later reference of the name alone is a first use: one resolved (to the name's
            /// top-level type), or the name names no top-level type the file sees.
            var aloneDone: Bool
            /// The name's top-level type (`topLevelFile`) has been used.
            var topLevelUsed: Bool
        }

        init(model: LayerModel, facts: ArchitectureFacts, file: Int) {
            self.model = model
            self.facts = facts
            self.file = file
            let count = max(facts.names.count, 1)
            let raw = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<NameState>.stride, alignment: MemoryLayout<NameState>.alignment)
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: count * MemoryLayout<NameState>.stride)
            names = UnsafeMutableBufferPointer(start: raw.bindMemory(to: NameState.self, capacity: count), count: count)
        }

        deinit {
            names.deallocate()
            qualified.deallocate()
        }

        /// The reference resolved when it is the file's first use of the type it names (a use, a
        /// finding, is of a type, at its first reference); nil when it names no project type the
        /// file sees, or one used before.
        /// (Inlined: most references are of a name alone that names no project type or was used
        /// before, told by one read.)
        @inline(__always) public mutating func firstUse(_ reference: ArchitectureFacts.Reference) -> Resolved? {
            if reference.member < 0, names[Int(reference.name)].aloneDone { return nil }
            return resolveFirstUse(reference)
        }

        private mutating func resolveFirstUse(_ reference: ArchitectureFacts.Reference) -> Resolved? {
            let name = Int(reference.name)
            if reference.member < 0 {
                // Most names name no project type: that is looked up first, once per name.
                let declaring = declaringFile(reference.name)
                if declaring < 0 {
                    names[name].aloneDone = true
                    return nil
                }
                guard !isInnerName(reference) else { return nil }
                names[name].aloneDone = true
                return useOfTopLevel(reference.name) ? Resolved(file: declaring, token: reference.token, name: reference.name) : nil
            }
            // `Name.Member` names a project type only where Name does or names an imported module: most do neither.
            guard declaringFile(reference.name) >= 0 || importsModule(named: reference.name), !isInnerName(reference) else { return nil }
            let key = Int64(reference.name) << 32 | Int64(reference.member)
            var entry = qualified.position(of: key)
            if qualified[entry].key != key {
                // (`inserting` finds the key's slot again: it may grow the table first.)
                entry = qualified.inserting(key, qualify(reference))
            }
            let found = qualified[entry]
            switch found.kind {
            case .none: return nil
            case .nested:
                guard !found.used else { return nil }
                qualified[entry].used = true
                return Resolved(file: found.file, token: reference.token, name: reference.name, member: reference.member)
            case .moduleType:
                // The module's type is the member's top-level type, or another of its name (in a second file).
                if found.file == declaringFile(reference.member) {
                    guard useOfTopLevel(reference.member) else { return nil }
                } else {
                    guard !found.used else { return nil }
                    qualified[entry].used = true
                }
                return Resolved(file: found.file, token: reference.memberToken, name: reference.member)
            case .outer:
                return useOfTopLevel(reference.name) ? Resolved(file: found.file, token: reference.token, name: reference.name) : nil
            }
        }

        /// Whether this is the first use of the name's top-level type.
        private func useOfTopLevel(_ name: Int32) -> Bool {
            guard !names[Int(name)].topLevelUsed else { return false }
            names[Int(name)].topLevelUsed = true
            return true
        }

        /// The place of the project module the file's import `position` names (its target's first
        /// Swift file's): nil for a module that is no SwiftPM target of the project.
        public func placeOfImport(_ position: Int) -> Place? {
            guard let named = model.targetsByName[facts.imports[position].module] else { return nil }
            return model.placeOfTarget(named[0])
        }

        /// (Inlined: asked of every reference, it is looked up once per name.)
        @inline(__always) private mutating func declaringFile(_ name: Int32) -> Int32 {
            if names[Int(name)].topLevelFile == 0 { lookUpDeclaringFile(name) }
            return names[Int(name)].topLevelFile - 2
        }

        private mutating func lookUpDeclaringFile(_ name: Int32) {
            let model = self.model
            let sites = facts.withName(name) { model.topLevel[$0] }
            names[Int(name)].topLevelFile = (sites.map { preferredSite(among: $0) } ?? -1) + 2
        }

        /// Among the declarations of a name (their range of the model's sites, read in place) that the
        /// file sees, in path order (step 5): one in the file's unit, else its layer, else the first;
        /// -1 when it sees none.
        private mutating func preferredSite(among sites: Range<Int32>) -> Int32 {
            let place = model.places[file]
            var first: Int32 = -1, inLayer: Int32 = -1
            for position in sites where sees(model.sites[Int(position)]) {
                let site = model.sites[Int(position)]
                if place.unit >= 0, model.places[Int(site.file)].unit == place.unit { return site.file }
                if inLayer < 0, place.layer >= 0, model.places[Int(site.file)].layer == place.layer { inLayer = site.file }
                if first < 0 { first = site.file }
            }
            return inLayer >= 0 ? inLayer : first
        }

        /// Whether the file sees the top-level declaration (rules.md 21, step 4).
        private mutating func sees(_ site: Site) -> Bool {
            guard !site.isPrivate || Int(site.file) == file, !site.isTest || model.isTest[file] else { return false }
            guard site.target >= 0, site.target != model.targetOfFile[file] else { return true }
            if visible == nil { visible = model.visibleTargets(of: file, imports: facts.imports) }
            return visible?.contains(site.target) ?? false
        }

        private func importsModule(named name: Int32) -> Bool {
            if names[Int(name)].importsModule == 0 {
                let imports = facts.withName(name) { name in facts.imports.contains { Self.equal($0.module, name) } }
                names[Int(name)].importsModule = imports ? 2 : 1
            }
            return names[Int(name)].importsModule == 2
        }

        /// In an extension of T, T's nested types and generic parameters (declared anywhere) come first.
        private func isInnerName(_ reference: ArchitectureFacts.Reference) -> Bool {
            guard reference.extended >= 0 else { return false }
            let name = Int(reference.name)
            if names[name].innerOf == reference.extended + 1 { return names[name].isInner }
            let model = self.model
            let isInner = withKey(reference.extended, reference.name) { model.isInnerName($0) }
            names[name].innerOf = reference.extended + 1
            names[name].isInner = isInner
            return isInner
        }

        /// The key `Outer.Name` of the model's inner and nested names, of two of the file's names.
        @inline(__always) private func withKey<Result>(_ outer: Int32, _ name: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            facts.withName(outer) { outer in facts.withName(name) { name in LayerModel.withInnerKey(outer, name, body) } }
        }

        private mutating func qualify(_ reference: ArchitectureFacts.Reference) -> QualifiedNames.Entry {
            let outer = declaringFile(reference.name)
            // The nested type of the `Outer` the name resolves to: in its file, else its target, else the first.
            let model = self.model
            if outer >= 0, let files = withKey(reference.name, reference.member, { model.nestedFiles(named: $0) }) {
                let target = model.targetOfFile[Int(outer)]
                return .init(kind: .nested, file: files.first { $0 == outer } ?? files.first { target >= 0 && model.targetOfFile[Int($0)] == target } ?? files[files.startIndex])
            }
            // `Module.Type`: a module the file imports (a type of that name wins, above); the first of
            // the member's declarations the file sees in a target of that name.
            if outer < 0, importsModule(named: reference.name),
               let modules = facts.withName(reference.name, { model.targetsByName[$0] }),
               let sites = facts.withName(reference.member, { model.sites(named: $0) }) {
                for site in sites where site.target >= 0 && modules.contains(site.target) && sees(site) {
                    return .init(kind: .moduleType, file: site.file)
                }
            }
            return .init(kind: outer >= 0 ? .outer : .none, file: outer)
        }

        /// Whether the string holds just these bytes.
        private static func equal(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
            string.utf8.count == bytes.count && string.utf8.elementsEqual(bytes)
        }
    }

    /// What each `Name.Member` of one file names and whether its type was used, by `name << 32 |
    /// member`: open addressing in one buffer, made at the file's first qualified reference
    /// (a `Dictionary` of them cost more to grow than the lookups it saved).
    struct QualifiedNames {
        struct Entry {
            enum Kind: UInt8 {
                /// No project type.
                case none
                /// The nested type `Name.Member`, declared in `file`.
                case nested
                /// `Module.Member`: the module's type, declared in `file`.
                case moduleType
                /// `Name` alone, declared in `file`.
                case outer
            }

            /// -1 for an empty slot.
            var key: Int64 = -1
            var kind: Kind
            var file: Int32
            /// The type named (of `nested`, or `moduleType` besides the member's top-level type) has been used.
            var used = false

            init(kind: Kind, file: Int32) {
                self.kind = kind
                self.file = file
            }
        }

        private var slots = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)
        private var count = 0

        subscript(position: Int) -> Entry {
            get { slots[position] }
            nonmutating set { slots[position] = newValue }
        }

        /// The slot holding `key`, else the empty slot where it goes.
        mutating func position(of key: Int64) -> Int {
            if slots.isEmpty { grow() }
            let mask = slots.count - 1
            // Fibonacci hashing: the keys are pairs of small numbers.
            var slot = Int(truncatingIfNeeded: UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
            while slots[slot].key != -1, slots[slot].key != key { slot = (slot + 1) & mask }
            return slot
        }

        /// Adds `key` (not in the table) with `entry`; its position.
        mutating func inserting(_ key: Int64, _ entry: Entry) -> Int {
            if 2 * (count + 1) > slots.count { grow() }
            let slot = position(of: key)
            slots[slot] = entry
            slots[slot].key = key
            count += 1
            return slot
        }

        private mutating func grow() {
            let old = slots
            slots = .allocate(capacity: max(16, 2 * old.count))
            slots.initialize(repeating: Entry(kind: .none, file: -1))
            for entry in old where entry.key != -1 { slots[position(of: entry.key)] = entry }
            old.deallocate()
        }

        func deallocate() { slots.deallocate() }
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
