/// A declaration in the project: which file (index into `ProjectIndex.files`) and which declaration.
public struct TypeReference: Sendable, Hashable {
    public var file: Int32
    public var declaration: Int32

    /// Whether this comes first in path order (files in path order, declarations in source order).
    func precedes(_ other: TypeReference) -> Bool { (file, declaration) < (other.file, other.declaration) }
}

/// The declarations of one name, in path order. Most names have one, held inline: an array per
/// name was most of the index join's allocations.
public struct TypeReferences: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private var first: TypeReference?
    private var rest: [TypeReference] = []

    public init(arrayLiteral references: TypeReference...) {
        for reference in references { append(reference) }
    }

    mutating func append(_ reference: TypeReference) {
        if first == nil { first = reference } else { rest.append(reference) }
    }

    /// These and `other`'s, both in path order, in path order.
    func merged(with other: TypeReferences) -> TypeReferences {
        var merged: TypeReferences = [], left = startIndex, right = other.startIndex
        while left < endIndex || right < other.endIndex {
            if right == other.endIndex || left < endIndex && self[left].precedes(other[right]) {
                merged.append(self[left])
                left += 1
            } else {
                merged.append(other[right])
                right += 1
            }
        }
        return merged
    }

    /// `references[range]`, in their order.
    init(_ references: [TypeReference], _ range: Range<Int>) {
        if !range.isEmpty { first = references[range.lowerBound] }
        if range.count > 1 { rest = Array(references[range.dropFirst()]) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { first == nil ? 0 : 1 + rest.count }
    public subscript(position: Int) -> TypeReference { position == 0 ? first! : rest[position - 1] }
}

/// The project's types (or extensions) by simple name, keyed by the name's UTF-8 bytes: the rules
/// look names up as strings, the architecture views as the bytes of the files' cached facts, in
/// this one table (a second table of the same names had cost the views more than their drawing;
/// a `Dictionary` of the extensions, comparing strings at every probe, a tenth of the join). Held
/// in one object: the rules copy the index for every file, and a copy retained each of the
/// table's arrays.
public struct TypeTable: Sendable, Sequence {
    private final class Storage: Sendable {
        let table: NameTable<TypeReferences>
        init(_ table: NameTable<TypeReferences>) { self.table = table }
    }

    private let storage: Storage

    /// The references of each name, in path order.
    init(_ table: NameTable<TypeReferences>) { storage = Storage(table) }

    var table: NameTable<TypeReferences> { storage.table }

    public subscript(name: String) -> TypeReferences? { storage.table[name] }

    subscript(name: UnsafeRawBufferPointer) -> TypeReferences? { storage.table[name] }

    /// How many names.
    public var count: Int { storage.table.count }

    /// Each name with its references, in the order the names were first added.
    public func makeIterator() -> IndexingIterator<[(name: String, value: TypeReferences)]> { storage.table.namesAndValues.makeIterator() }
}

/// What the index keeps of one file besides its declaration tree: enough to join the index
/// without the tree, which a cached file decodes only when a rule first asks for it.
/// A class: the index's joins, the project-wide tables and the graph walk every file's facts, and
/// each copy of a struct of this many fields retained each of them.
public final class FileFacts: @unchecked Sendable, Equatable {
    public static func == (left: FileFacts, right: FileFacts) -> Bool {
        left.path == right.path && left.isTest == right.isTest && left.typeDeclarations == right.typeDeclarations
            && left.constants == right.constants && left.snakeCaseDecodes == right.snakeCaseDecodes
            && left.declarationCount == right.declarationCount && left.typeAliases == right.typeAliases
            && left.singletonUses == right.singletonUses && left.typeUses == right.typeUses
            && left.animationWrappers == right.animationWrappers && left.constructions == right.constructions
    }

    /// A type or extension of the file: its position in the tree, kind and name, for a class the
    /// first name of its inheritance clause (its superclass, when that names a class), so the index
    /// knows each class's subclasses without decoding trees, and the line of its name (where
    /// `archlint graph` points).
    public struct TypeDeclaration: Sendable, Hashable {
        public var declaration: Int32
        public var kind: Declaration.Kind
        public var name: String
        public var superclass: String = ""
        public var nameLine = 0
    }

    public let path: String
    public let isTest: Bool
    /// How many types and extensions the file declares, known before `typeDeclarations` is read.
    let typeDeclarationCount: Int
    public var typeDeclarations: [TypeDeclaration] { details.typeDeclarations }

    /// A fact of a cached file that stays encoded until first read: few runs read it, and
    /// decoding it for every file was most of the cost of a warm one-file run.
    enum Deferred<Value: Sendable>: Sendable {
        case decoded(Value)
        case encoded(ByteSlice)

        /// (A damaged encoding, which the cache's checksum makes all but impossible, gives `empty`.)
        func value(decode: (ByteSlice) throws -> Value, empty: Value) -> Value {
            switch self {
            case .decoded(let value): return value
            case .encoded(let bytes): return (try? decode(bytes)) ?? empty
            }
        }
    }

    /// Read when the constant table is first asked for.
    let constantsSource: Deferred<[FileSummary.StringConstant]>
    public var constants: [FileSummary.StringConstant] { constantsSource.value(decode: FileFacts.decodeConstants, empty: []) }
    public let snakeCaseDecodes: [FileSummary.SnakeCaseDecode]
    /// How many declarations the tree holds (a cached tree is checked against it when decoded).
    public let declarationCount: Int
    public let typeAliases: [FileSummary.TypeAlias]
    /// `FileSummary.animationWrappers`.
    public let animationWrappers: [String]
    public var singletonUses: [FileSummary.SingletonUse] { details.singletonUses }
    /// `typeUses` as its bytes, a cached file's as they are and a scanned file's encoded at once:
    /// read only by `protocol_in_consumer_module`'s project-wide join, when a linted file declares
    /// a protocol, and by the architecture views, and its names and arrays decoded took a byte for
    /// every byte of a file of declarations.
    let encodedTypeUses: ByteSlice
    /// (A damaged encoding, which the cache's checksum makes all but impossible, gives none.)
    public var typeUses: TypeUses { (try? TypeUses(encoded: encodedTypeUses)) ?? TypeUses() }
    /// Read only by the join of `ConstructionTable`: a cached file's as its bytes, a scanned file's
    /// as found (encoding them only to decode them again for the join cost a run without a cache
    /// a tenth of the walk that found them).
    let constructionsSource: Deferred<TypeConstructions>
    public var constructions: TypeConstructions {
        constructionsSource.value(decode: { try TypeConstructions(encoded: $0) }, empty: TypeConstructions())
    }
    /// `ArchitectureFacts` (none when the run records none); set once, before the facts are shared.
    var architectureSource = ArchitectureFactsSource.none
    /// As far as `reading` asks: `.declarations` is what a project-wide join reads.
    public func architecture(reading: ArchitectureFacts.Reading = .all) -> ArchitectureFacts { architectureSource.facts(reading: reading) }

    /// The facts whose names make most of a cached file's strings: a warm run over one file reads
    /// them for the few files its rules ask about (the join's tables are kept beside the cache),
    /// and decoding them for every file was a quarter of its instructions.
    struct Details: Sendable, Equatable {
        var typeDeclarations: [TypeDeclaration]
        var singletonUses: [FileSummary.SingletonUse]
    }

    /// Set once: by the initializer, or (a cached file's) from `encodedDetails` on first read,
    /// under `detailsLock`, which the facts of one run share.
    private var decodedDetails: Details?
    private let encodedDetails: ByteSlice
    private let detailsLock: Lock?
    /// A cached file's: its details are decoded on first read.
    var detailsAreDeferred: Bool { detailsLock != nil }

    var details: Details {
        guard let detailsLock else { return decodedDetails.unsafelyUnwrapped }
        if let decoded = detailsLock.withLock({ decodedDetails }) { return decoded }
        // Decoded outside the lock, so threads wanting different files' details do not wait on each other.
        // (A damaged encoding, which the cache's checksum makes all but impossible, gives none.)
        let decoded = (try? FileFacts.decodeDetails(encodedDetails, typeDeclarationCount: typeDeclarationCount, declarationCount: declarationCount))
            ?? Details(typeDeclarations: [], singletonUses: [])
        return detailsLock.withLock {
            if decodedDetails == nil { decodedDetails = decoded }
            return decodedDetails.unsafelyUnwrapped
        }
    }

    public init(_ summary: FileSummary) {
        path = summary.path
        isTest = summary.isTest
        let tree = summary.tree, declarations = tree.declarations
        // Fields read in place: a copy of a declaration retains each of its fields.
        let typeDeclarations = declarations.indices.compactMap { position -> TypeDeclaration? in
            let kind = declarations[position].kind
            guard kind.hasMembers else { return nil }
            return TypeDeclaration(declaration: Int32(position), kind: kind, name: declarations[position].name,
                                   superclass: kind == .class ? tree.inheritance(of: Int32(position)).first?.name ?? "" : "",
                                   nameLine: declarations[position].namePosition.line)
        }
        typeDeclarationCount = typeDeclarations.count
        decodedDetails = Details(typeDeclarations: typeDeclarations, singletonUses: summary.singletonUses)
        encodedDetails = ByteSlice([])
        detailsLock = nil
        constantsSource = .decoded(summary.constants)
        snakeCaseDecodes = summary.snakeCaseDecodes
        declarationCount = declarations.count
        typeAliases = summary.typeAliases
        animationWrappers = summary.animationWrappers
        encodedTypeUses = summary.encodedTypeUses
        constructionsSource = .decoded(summary.constructions)
        architectureSource = summary.architecture.map(ArchitectureFactsSource.init(scanned:)) ?? .none
    }

    /// A cached file's facts, `details` encoded (`typeDeclarationCount` types), decoded on first
    /// read under `detailsLock`.
    init(path: String, isTest: Bool, typeDeclarationCount: Int, details: ByteSlice, detailsLock: Lock,
         constants: Deferred<[FileSummary.StringConstant]>, snakeCaseDecodes: [FileSummary.SnakeCaseDecode], declarationCount: Int,
         typeAliases: [FileSummary.TypeAlias], animationWrappers: [String] = [], encodedTypeUses: ByteSlice,
         constructions: Deferred<TypeConstructions> = .decoded(TypeConstructions())) {
        self.path = path
        self.isTest = isTest
        self.typeDeclarationCount = typeDeclarationCount
        encodedDetails = details
        self.detailsLock = detailsLock
        constantsSource = constants
        self.snakeCaseDecodes = snakeCaseDecodes
        self.declarationCount = declarationCount
        self.typeAliases = typeAliases
        self.animationWrappers = animationWrappers
        self.encodedTypeUses = encodedTypeUses
        constructionsSource = constructions
    }
}

extension [FileFacts] {
    /// The types and extensions these files declare: with the file count, what the files kept
    /// beside the cache for an index are keyed by, and the size of the join's tables.
    var typeDeclarationCount: Int { reduce(0) { $0 + $1.typeDeclarationCount } }

    /// Decodes the details of the cached facts among these on up to `jobs` threads.
    func decodeDetails(jobs: Int) {
        let encoded = indices.filter { self[$0].detailsAreDeferred }
        _ = parallelMap(encoded, jobs: jobs) { self[$0].details.typeDeclarations.count }
    }
}

/// The project's declaration trees, one per file. A tree read from the cache stays encoded until
/// first asked for: an editor run over one file touches a handful of the project's trees.
final class TreeBox: Sendable {
    let tree: DeclarationTree

    init(_ tree: DeclarationTree) { self.tree = tree }
}

extension TreeStore.Slot {
    static func decoded(_ tree: DeclarationTree) -> Self { .box(TreeBox(tree)) }
}

final class TreeStore: @unchecked Sendable {
    enum Slot: Sendable {
        /// Boxed: a tree holds nine arrays, and the slots are copied for every file of a run.
        case box(TreeBox)
        /// The encoded tree, and the facts to fall back on should it be damaged.
        case encoded(SelfCheckedBytes, FileFacts)
    }

    /// The tree of a file scanned again from its source, for an encoded tree that is damaged (nil
    /// when it cannot be read).
    typealias Rescan = @Sendable (_ path: String) -> DeclarationTree?

    private var slots: [Slot]
    /// Nothing left to decode: slots are only read, so no lock is taken.
    private let allDecoded: Bool
    private let lock = Lock()
    private let rescan: Rescan?

    init(_ slots: [Slot], rescan: Rescan? = nil) {
        self.slots = slots
        self.rescan = rescan
        allDecoded = slots.allSatisfy { if case .box = $0 { true } else { false } }
    }

    /// A store of the same trees but for `replacements`; the trees decoded so far stay decoded.
    func replacing(_ replacements: [(file: Int, tree: Slot)]) -> TreeStore {
        var slots = lock.withLock { self.slots }
        for (file, tree) in replacements { slots[file] = tree }
        return TreeStore(slots, rescan: rescan)
    }

    subscript(file: Int) -> DeclarationTree { box(file).tree }

    /// The file's tree in its box: a question read through it (`box(file).tree.inheritance(of:)`)
    /// reads the tree in place, where a copy of the tree retained and released each of its arrays.
    func box(_ file: Int) -> TreeBox {
        if allDecoded, case .box(let box) = slots[file] { return box }
        let slot = lock.withLock { slots[file] }
        guard case .encoded(let bytes, let facts) = slot else {
            if case .box(let box) = slot { return box }
            return TreeBox(DeclarationTree())
        }
        // Decoded outside the lock, so threads wanting different trees do not wait on each other.
        let box = TreeBox(Self.decode(bytes, facts: facts, rescan: rescan))
        lock.withLock { slots[file] = .box(box) }
        return box
    }

    /// The tree; should the bytes fail their checksum or not decode to a tree of the expected
    /// size, the file scanned again; should that fail too (the file changed since it was indexed),
    /// one holding just the file's types and extensions by name, so that every reference into it
    /// stays valid.
    private static func decode(_ bytes: SelfCheckedBytes, facts: FileFacts, rescan: Rescan?) -> DeclarationTree {
        if let contents = bytes.contents {
            var reader = BinaryReader(contents)
            if let tree = try? DeclarationTree(from: &reader), reader.isAtEnd, tree.declarations.count == facts.declarationCount {
                return tree
            }
        }
        if let tree = rescan?(facts.path), tree.declarations.count == facts.declarationCount { return tree }
        var tree = DeclarationTree()
        for _ in 0..<facts.declarationCount {
            tree.append(Declaration(name: "", nameLine: 1, nameColumn: 1, nameToken: 0, firstToken: 0, lastToken: 0, kind: .typealias))
        }
        tree.linkMembers()
        for type in facts.typeDeclarations {
            tree.declarations[Int(type.declaration)].kind = type.kind
            tree.declarations[Int(type.declaration)].name = type.name
        }
        return tree
    }
}

/// String constants by `name` and by `Owner.name` (for an owner `Outer.Owner`, also by `Owner.name`),
/// in path order. Built on first use: only a key expression of a defaults call asks, and most runs
/// of one file never do. Held by name alone, each with its owner: a key per spelling (`name`,
/// `Outer.Owner.name`, `Owner.name`) made two or three strings and table entries a constant.
struct ConstantTable: Sendable {
    private let byName: Lazy<[String: [(owner: String, value: String)]]>

    init(files: [FileFacts]) { byName = Lazy { Self.build(files) } }

    /// The values of constants named `name`; of `Owner.name`, those whose owner is `Owner` or ends in
    /// `.Owner` (`extension Storage.Keys { static let … }`: key expressions name the owner by its
    /// last component).
    func values(_ query: String) -> [String] {
        guard let dot = query.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return byName.value[query]?.map(\.value) ?? []
        }
        let owner = String(query[..<dot]), name = String(query[query.utf8.index(after: dot)...])
        guard !owner.isEmpty, let constants = byName.value[name] else { return [] }
        return constants.compactMap { $0.owner == owner || $0.owner.lastDottedComponent == owner ? $0.value : nil }
    }

    /// The values of file-level constants named `name`.
    func globalValues(_ name: String) -> [String] {
        byName.value[name]?.compactMap { $0.owner.isEmpty ? $0.value : nil } ?? []
    }

    private static func build(_ files: [FileFacts]) -> [String: [(owner: String, value: String)]] {
        var byName: [String: [(owner: String, value: String)]] = [:]
        for facts in files {
            for constant in facts.constants {
                byName[constant.name, default: []].append((constant.owner, constant.value))
            }
        }
        return byName
    }
}

/// Where a file's minimum OS versions come from (`ProjectIndex.deploymentTarget(for:)`).
public enum DeploymentTarget: Sendable {
    /// Its SwiftPM target's package (whose `platforms:` may be empty).
    case package(PackageManifest)
    /// The Xcode projects of the nearest folder above the file that holds one.
    case xcodeProjects([XcodeProjectSettings])
    case none
}

/// Positions of the project's files by path: a binary search over the files, which are in path
/// order (a table of every path cost a warm one-file run more than its rules' few questions).
public struct FilePositions: Sendable {
    fileprivate let files: [FileFacts]

    public subscript(path: String) -> Int? {
        var path = path
        return path.withUTF8 { key in
            var low = 0, high = files.count
            while low < high {
                let middle = (low + high) / 2
                var candidate = files[middle].path
                let order = candidate.withUTF8 { compareBytes(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(key)) }
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}

/// Facts about the whole project, joined from every file's summary in path order, so the same
/// tree always gives the same index whatever the thread count.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    /// Each file's position in `files`, by path.
    public let fileIndexByPath: FilePositions
    /// Classes, structs, enums, actors and protocols by simple name, in path order.
    public let types: TypeTable
    /// Extensions by the last component of the extended type's name.
    public let extensions: TypeTable
    /// Types decoded with `.convertFromSnakeCase`: name → where (path, line) and the generic
    /// arguments written (`Wrapper<A>.self`), path order.
    public let snakeCaseDecodes: [String: [(path: String, line: Int, arguments: [String])]]
    /// Project typealiases of project types (`typealias UserState = Store.State.User`): alias →
    /// the type's simple name. An extension of the alias is an extension of the type.
    public let typeAliases: [String: String]
    /// Every name a project typealias of a named type declares.
    private let aliasNames: Set<String>
    /// Classes by the first name of their inheritance clause, path order; built on first use.
    private let subclassTable: Lazy<NameTable<TypeReferences>>
    /// Whether `subclassTable` came kept beside the cache (so no question scans the facts).
    private let subclassesKept: Bool
    /// How many `hasSubclass` questions scanned the facts.
    private let subclassScans = AtomicCounter()
    /// Uses of `Type.accessor` in code outside tests, summed over the project; built on first use.
    private let singletonUseTable: Lazy<[String: Int]>
    public let packages: [PackageManifest]
    public let xcodeProjects: [XcodeProjectSettings]
    /// SwiftPM target folders (each a target's `path:`, or its default folders) → (package, target)
    /// positions; the first package in path order keeps a folder claimed twice.
    private let targetsByFolder: [String: (package: Int, target: Int)]
    /// The same by the folders' bytes when every target folder is ASCII, for ASCII folders: an
    /// ASCII String equals another only when their bytes do. (Nil when some target folder is not.)
    private let asciiTargetsByFolder: NameTable<(package: Int, target: Int)>?
    private var trees: TreeStore
    private let constants: ConstantTable
    /// Constructions and `Name.self` uses by simple name, joined on first use.
    let constructionTable: ConstructionTable
    /// `inheritanceReaches` answers, filled as rules ask.
    private var reachability = ReachabilityAnswers()
    /// `conformances(of:)` of types with many extensions, filled as rules ask.
    private var conformanceAnswers = Memo<TypeReference, [String]>()
    /// `extensionsInherit(_:_:)` of names with many extensions, filled as rules ask.
    private var extensionAnswers = Memo<String, Bool>()

    /// An index of freshly scanned files. `buildSettings`: every `project.pbxproj` and `.xcconfig`.
    public init(files: [FileSummary], packages: [PackageManifest], buildSettings: [BuildSettingsFile]) {
        self.init(facts: files.map(FileFacts.init), trees: files.map { .decoded($0.tree) }, packages: packages, buildSettings: buildSettings)
    }

    /// The tables of types and extensions by name, the join's main work: what the files' type
    /// declarations and typealiases alone determine, so that a run can keep them beside the
    /// cache its facts came from and the next join from those facts read them back.
    struct NameTables: Sendable {
        var types: NameTable<TypeReferences>
        /// With the extensions of aliases moved to the types they name.
        var extensions: NameTable<TypeReferences>
        /// Classes by the first name of their inheritance clause (and by the type a typealias of
        /// that name names), which `final_view_model` asks of every view model it checks.
        var subclasses: NameTable<TypeReferences>
    }

    var nameTables: NameTables { NameTables(types: types.table, extensions: extensions.table, subclasses: subclassTable.value) }

    /// `facts` and `trees` of the same files, in the same order; `rescan` gives a file's tree
    /// again should its encoded one be damaged. `nameTables`: the tables an earlier join of the
    /// same facts (in path order) made, else joined now.
    init(facts: [FileFacts], trees: [TreeStore.Slot], packages: [PackageManifest], buildSettings: [BuildSettingsFile],
         rescan: TreeStore.Rescan? = nil, nameTables: NameTables? = nil) {
        // Positions are sorted, not the entries: moving entries retained and released all their fields.
        if facts.indices.dropFirst().allSatisfy({ facts[$0 - 1].path.precedesInPathOrder(facts[$0].path) }) {
            self.files = facts
            self.trees = TreeStore(trees, rescan: rescan)
        } else {
            let order = facts.indices.sorted { facts[$0].path.precedesInPathOrder(facts[$1].path) }
            self.files = order.map { facts[$0] }
            self.trees = TreeStore(order.map { trees[$0] }, rescan: rescan)
        }
        // The snake-case decodes and typealiases, the types by name, then the extensions by the
        // name they write, which aliases of types join. (Types and extensions on two threads
        // gained nothing: the linting that followed read the tables another core had written.)
        let files = self.files
        let gathered = Self.decodesAndAliases(files)
        let types = nameTables?.types ?? Self.typesByName(files)
        let aliases = Self.resolvedAliases(gathered.aliasTargets, types: types)
        aliasNames = Set(gathered.aliasTargets.keys)
        fileIndexByPath = FilePositions(files: self.files)
        self.types = TypeTable(types)
        self.extensions = TypeTable(nameTables?.extensions ?? Self.extensionsByName(files, aliases: aliases))
        typeAliases = aliases
        subclassTable = nameTables.map { Lazy(computed: $0.subclasses) } ?? Lazy { Self.subclassesByName(files, aliases: aliases) }
        subclassesKept = nameTables != nil
        singletonUseTable = Lazy {
            var table: [String: Int] = [:]
            for facts in files where !facts.isTest {
                for use in facts.singletonUses { table[use.typeName + "." + use.accessor, default: 0] += use.count }
            }
            return table
        }
        constants = ConstantTable(files: self.files)
        constructionTable = ConstructionTable(files: self.files)
        snakeCaseDecodes = gathered.decodes
        let packages = packages.sorted { $0.directory.precedesInPathOrder($1.directory) }
        self.packages = packages
        var targetFolders: [String: (package: Int, target: Int)] = [:]
        for claim in Self.targetFolderClaims(packages) where targetFolders[claim.folder] == nil {
            targetFolders[claim.folder] = (claim.package, claim.target)
        }
        targetsByFolder = targetFolders
        asciiTargetsByFolder = targetFolders.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            ? targetFolders.reduce(into: NameTable(minimumCapacity: targetFolders.count)) { $0.insertIfAbsent($1.key, $1.value) } : nil
        let sortedSettings = buildSettings.sorted { $0.path.precedesInPathOrder($1.path) }
        let xcconfigPaths = sortedSettings.filter { $0.kind == .xcconfig }.map(\.path)
        let xcconfigs = Dictionary(sortedSettings.filter { $0.kind == .xcconfig }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        xcodeProjects = sortedSettings.filter { $0.kind == .pbxproj }
            .map { XcodeProjectSettings(pbxproj: $0, xcconfigs: xcconfigs, xcconfigPaths: xcconfigPaths) }
            .sorted { $0.directory.precedesInPathOrder($1.directory) }
    }

    /// The types (classes, structs, enums, actors, protocols) of `files` by simple name, in path order.
    private static func typesByName(_ files: [FileFacts]) -> NameTable<TypeReferences> {
        // Sized up front: growing the table rehashed every key several times.
        var types = NameTable<TypeReferences>(minimumCapacity: files.typeDeclarationCount)
        // By position, fields read in place: copying each file's facts out of the array cost a tenth
        // of the join, and copying each record retained and released its two names.
        for fileIndex in files.indices {
            let declared = files[fileIndex].typeDeclarations
            for position in declared.indices where declared[position].kind.isType {
                let reference = TypeReference(file: Int32(fileIndex), declaration: declared[position].declaration)
                types.update(declared[position].name, initial: []) { $0.append(reference) }
            }
        }
        return types
    }

    /// What `files` extend, by the last component of the name each extension writes, in path
    /// order. An extension of an alias (`extension UserState`) extends the type the alias names
    /// (`aliases`): its references join the type's, in path order.
    private static func extensionsByName(_ files: [FileFacts], aliases: [String: String]) -> NameTable<TypeReferences> {
        var extensions = NameTable<TypeReferences>(minimumCapacity: files.typeDeclarationCount / 2)
        for fileIndex in files.indices {
            let declared = files[fileIndex].typeDeclarations
            for position in declared.indices where !declared[position].kind.isType {
                let reference = TypeReference(file: Int32(fileIndex), declaration: declared[position].declaration)
                extensions.update(declared[position].name.lastDottedComponent, initial: []) { $0.append(reference) }
            }
        }
        for (alias, target) in aliases {
            guard let moved = extensions[alias], !moved.isEmpty else { continue }
            extensions.update(alias, initial: []) { $0 = [] }
            extensions.update(target, initial: []) { $0 = $0.merged(with: moved) }
        }
        return extensions
    }

    /// Classes of `files` by the first name of their inheritance clause, path order.
    private static func subclassesByName(_ files: [FileFacts], aliases: [String: String]) -> NameTable<TypeReferences> {
        var table = NameTable<TypeReferences>(minimumCapacity: 16)
        for (fileIndex, facts) in files.enumerated() {
            for type in facts.typeDeclarations where type.kind == .class && !type.superclass.isEmpty {
                let reference = TypeReference(file: Int32(fileIndex), declaration: type.declaration)
                table.update(type.superclass, initial: []) { $0.append(reference) }
                // `class Home: HomeType` with `typealias HomeType = StateStore<…>` subclasses StateStore too.
                if let aliased = aliases[type.superclass] { table.update(aliased, initial: []) { $0.append(reference) } }
            }
        }
        return table
    }

    /// The snake-case decodes of `files`, and their typealiases' targets (the first of each name).
    private static func decodesAndAliases(_ files: [FileFacts])
        -> (decodes: [String: [(path: String, line: Int, arguments: [String])]], aliasTargets: [String: String]) {
        var decodes: [String: [(path: String, line: Int, arguments: [String])]] = [:]
        var aliasTargets: [String: String] = [:]
        for fileIndex in files.indices {
            for decode in files[fileIndex].snakeCaseDecodes {
                decodes[decode.typeName, default: []].append((files[fileIndex].path, decode.line, decode.arguments))
            }
            for alias in files[fileIndex].typeAliases where aliasTargets[alias.name] == nil {
                aliasTargets[alias.name] = alias.target
            }
        }
        return (decodes, aliasTargets)
    }

    /// Each folder of each SwiftPM target of `packages` (in path order) with the target's
    /// positions, in the order they claim it: the first claim of a folder stands.
    static func targetFolderClaims(_ packages: [PackageManifest]) -> [(folder: String, package: Int, target: Int)] {
        packages.indices.flatMap { package in
            packages[package].targets.indices.flatMap { target in
                sourceFolders(of: packages[package].targets[target], in: packages[package]).map { ($0, package, target) }
            }
        }
    }

    /// The folders a target's sources can be in: its `path:`, else `Sources/<name>` or the same
    /// under `Source`, `src` or `srcs` (SwiftPM's other source folders); a test target's `Tests/<name>`.
    private static func sourceFolders(of target: PackageManifest.Target, in package: PackageManifest) -> [String] {
        let prefix = package.directory.isEmpty ? "" : package.directory + "/"
        guard !target.hasExplicitPath, target.path == prefix + "Sources/" + target.name else { return [target.path] }
        return ["Sources", "Source", "src", "srcs"].map { prefix + $0 + "/" + target.name }
    }

    /// Each alias whose target is a project type, or an alias of one (followed a bounded number of
    /// steps, so a cycle of aliases ends), mapped to that type's name. A name the project declares
    /// as a type is never an alias.
    private static func resolvedAliases(_ targets: [String: String], types: NameTable<TypeReferences>) -> [String: String] {
        var resolved: [String: String] = [:]
        for (name, first) in targets where types[name] == nil {
            // Up to 16 aliases of aliases (a `where` clause on the steps looked the type up on
            // each of the 16 even once it was found).
            var target = first, steps = 0
            var isType = types[target] != nil
            while !isType, steps < 16, let next = targets[target] {
                target = next
                steps += 1
                isType = types[target] != nil
            }
            if isType { resolved[name] = target }
        }
        return resolved
    }

    /// The same index with the trees of some files (by position in `files`) replaced, their facts unchanged.
    func replacingTrees(_ replacements: [(file: Int, tree: TreeStore.Slot)]) -> ProjectIndex {
        var index = self
        index.trees = trees.replacing(replacements)
        // Answers worked out from the old trees (inheritance clauses) are not the new index's.
        index.reachability = ReachabilityAnswers()
        index.conformanceAnswers = Memo()
        index.extensionAnswers = Memo()
        return index
    }

    public subscript(reference: TypeReference) -> Declaration {
        trees.box(Int(reference.file)).tree[reference.declaration]
    }

    public func path(of reference: TypeReference) -> String { files[Int(reference.file)].path }

    public func tree(of reference: TypeReference) -> DeclarationTree { trees[Int(reference.file)] }

    /// The declaration tree of `files[file]`.
    public func tree(ofFile file: Int) -> DeclarationTree { trees[file] }

    /// The tree of a reference's file, boxed: read through the box, it is read in place.
    func treeBox(of reference: TypeReference) -> TreeBox { trees.box(Int(reference.file)) }

    // MARK: Questions rules ask

    /// The first type of that simple name in path order (nil when the project declares none).
    public func firstType(named name: String) -> TypeReference? { types[name]?.first }

    /// The kind of a type or extension, from the file's facts (its tree stays undecoded).
    public func kind(of reference: TypeReference) -> Declaration.Kind {
        guard let position = factsPosition(of: reference) else { return self[reference].kind }
        return files[Int(reference.file)].typeDeclarations[position].kind
    }

    /// Where a type or extension is in its file's `typeDeclarations` (nil for another declaration).
    public func factsPosition(of reference: TypeReference) -> Int? {
        let types = files[Int(reference.file)].typeDeclarations
        // In declaration order, so a binary search finds it.
        var low = 0, high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].declaration < reference.declaration { low = middle + 1 } else { high = middle }
        }
        return low < types.count && types[low].declaration == reference.declaration ? low : nil
    }

    public func firstType(named name: String, kind: Declaration.Kind) -> TypeReference? {
        types[name]?.first { self.kind(of: $0) == kind }
    }

    public func declaresType(_ name: String) -> Bool { types[name] != nil }

    /// A simple name is an enum when the project declares an enum of that name.
    public func isEnum(_ name: String) -> Bool { types[name]?.contains { kind(of: $0) == .enum } ?? false }

    public func extensions(of name: String) -> TypeReferences { extensions[name] ?? [] }

    /// The type a name written where a type is extended stands for: itself, or the project type a
    /// project typealias of that name names.
    public func extendedTypeName(_ name: String) -> String { typeAliases[name] ?? name }

    /// Whether the project declares a typealias of that name.
    public func isTypeAlias(_ name: String) -> Bool { aliasNames.contains(name) }

    /// The project classes whose inheritance clause starts with `name` (their superclass, when
    /// `name` is the first project class of that name), path order.
    public func subclasses(named name: String) -> TypeReferences { subclassTable.value[name] ?? [] }

    /// Whether `subclasses(named:)` is not empty. The first few questions of a run scan the facts,
    /// stopping at the first subclass, and leave the table unbuilt: an editor's run over one file
    /// asks one or two, and building the table for them cost more than linting the file.
    public func hasSubclass(named name: String) -> Bool {
        guard !subclassesKept, subclassScans.increment() < Self.subclassScansBeforeTable else { return !subclasses(named: name).isEmpty }
        let aliases = typeAliases.compactMap { $0.value == name ? $0.key : nil }
        for facts in files {
            // Fields compared in place: a copy of each declaration's record retained its strings.
            let types = facts.typeDeclarations
            for type in types.indices where types[type].kind == .class {
                if types[type].superclass == name || !aliases.isEmpty && aliases.contains(types[type].superclass) { return true }
            }
        }
        return false
    }

    private static let subclassScansBeforeTable = 2

    /// How many times code outside tests reaches `typeName.accessor` in the project.
    public func singletonUseCount(typeName: String, accessor: String) -> Int {
        singletonUseTable.value[typeName + "." + accessor] ?? 0
    }

    /// Names in the type's inheritance clause and in every extension of its name. Kept for the run
    /// when the type has many extensions: each of 10,000 extensions of one type asks for them.
    public func conformances(of reference: TypeReference) -> [String] {
        let extensions = extensions(of: treeBox(of: reference).tree.declarations[Int(reference.declaration)].name)
        func names() -> [String] {
            var names = inheritance(of: reference).map(\.name)
            for ext in extensions { names += inheritance(of: ext).map(\.name) }
            return names
        }
        return extensions.count < Self.manyExtensions ? names() : conformanceAnswers.value(for: reference, names)
    }

    /// The inheritance clause of a type or extension, read in place: a copy of the declaration
    /// (`self[reference]`) retains each of its fields.
    public func inheritance(of reference: TypeReference) -> ArraySlice<Declaration.InheritedType> {
        treeBox(of: reference).tree.inheritance(of: reference.declaration)
    }

    /// Whether a type or extension carries the attribute `name` (`MainActor` also matches
    /// `SwiftUI.MainActor`), read in place like its inheritance clause.
    public func declaration(_ reference: TypeReference, hasAttribute name: String) -> Bool {
        treeBox(of: reference).tree.declaration(reference.declaration, hasAttribute: name)
    }

    /// Whether an extension of `name` names `inherited` in its clause. Kept for the run when the
    /// name has many extensions: each of them may ask.
    public func extensionsInherit(_ name: String, _ inherited: String) -> Bool {
        let extensions = extensions(of: name)
        func answer() -> Bool { extensions.contains { inheritance(of: $0).contains { $0.name == inherited } } }
        return extensions.count < Self.manyExtensions ? answer() : extensionAnswers.value(for: name + "\u{0}" + inherited, answer)
    }

    /// Past this many extensions, a type's conformances are worked out once (below, the walk costs
    /// less than the lock and the lookup).
    private static let manyExtensions = 16

    /// Whether the type names one of `targets` in its inheritance clause or an extension, or
    /// reaches one through the project classes and protocols it names (superclass chain and
    /// protocol refinement, their extensions included).
    public func conforms(_ reference: TypeReference, toAnyOf targets: Set<String>) -> Bool {
        inheritanceReaches(from: conformances(of: reference), anyOf: targets)
    }

    /// Whether one of `names` is in `targets`, directly or through the project classes and
    /// protocols they name. Each name's answer is kept for the run (per target set), so asking for
    /// every class of a long chain walks the chain once; cycles and long chains neither hang nor overflow.
    public func inheritanceReaches(from names: [String], anyOf targets: Set<String>) -> Bool {
        reachability.withAnswers(for: targets) { known in
            names.contains { reaches($0, anyOf: targets, known: &known) }
        }
    }

    /// Explores, breadth first, the names `start` leads to whose answer is not known yet, then hands
    /// "reaches" back from the names that name a target (or a name known to reach one) to the names
    /// that led to them: every explored name's answer, in time linear in what was explored.
    private func reaches(_ start: String, anyOf targets: Set<String>, known: inout [String: Bool]) -> Bool {
        if targets.contains(start) { return true }
        if let answer = known[start] { return answer }
        var explored = [start]
        var seen: Set<String> = [start]
        var namedBy: [String: [String]] = [:]
        var reaching: [String] = []
        var position = 0
        while position < explored.count {
            let name = explored[position]
            position += 1
            guard let reference = types[name]?.first(where: { kind(of: $0) == .class || kind(of: $0) == .protocol }) else { continue }
            for next in conformances(of: reference) {
                if targets.contains(next) || known[next] == true {
                    reaching.append(name)
                } else if known[next] == nil {
                    namedBy[next, default: []].append(name)
                    if seen.insert(next).inserted { explored.append(next) }
                }
            }
        }
        var reached = Set(reaching)
        while let name = reaching.popLast() {
            for namer in namedBy[name] ?? [] where reached.insert(namer).inserted { reaching.append(namer) }
        }
        for name in explored { known[name] = reached.contains(name) }
        return reached.contains(start)
    }

    /// The string values a constant name (`accessToken`, `Keys.accessToken`) can resolve to.
    public func constantValues(_ name: String) -> [String] { constants.values(name) }

    /// Values of global (file-level) `let` constants of that name.
    public func globalConstantValues(_ name: String) -> [String] { constants.globalValues(name) }

    // MARK: Build settings

    /// The SwiftPM target whose folder holds `path` (the innermost one), with its package.
    /// (Slashes found by UTF-8 bytes: walking Characters back cost thousands of instructions a path.)
    public func packageTarget(containing path: String) -> (package: PackageManifest, target: PackageManifest.Target)? {
        packageTargetPosition(containing: path).map { (packages[$0.package], packages[$0.package].targets[$0.target]) }
    }

    /// That target's position in `packages` and the package's targets: the layer model asks it of
    /// every folder, and the manifests' copies and a walk back by `String.Index` were most of its cost.
    func packageTargetPosition(containing path: String) -> (package: Int, target: Int)? {
        guard !targetsByFolder.isEmpty else { return nil }
        var path = path
        return path.withUTF8 { bytes in
            let byBytes = asciiTargetsByFolder != nil && bytes.allSatisfy { $0 < 0x80 }
            var end = bytes.count
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
                let folder = UnsafeBufferPointer(rebasing: bytes[..<slash])
                if byBytes {
                    if let found = asciiTargetsByFolder?[UnsafeRawBufferPointer(folder)] { return found }
                } else if let found = targetsByFolder[String(decoding: folder, as: UTF8.self)] { return found }
                end = slash
            }
            return nil
        }
    }

    /// The SwiftPM target whose folder is `folder` itself, with its package.
    public func packageTarget(ofFolder folder: String) -> (package: PackageManifest, target: PackageManifest.Target)? {
        targetsByFolder[folder].map { (packages[$0.package], packages[$0.package].targets[$0.target]) }
    }

    /// The Xcode project settings of the nearest folder above `path` that holds an `.xcodeproj`.
    public func xcodeProject(for path: String) -> [XcodeProjectSettings] {
        var folder = path.splitting(atByte: UInt8(ascii: "/")).dropLast().joined(separator: "/")
        while true {
            let here = xcodeProjects.filter { $0.directory == folder }
            if !here.isEmpty { return here }
            if folder.isEmpty { return [] }
            folder = folder.splitting(atByte: UInt8(ascii: "/")).dropLast().joined(separator: "/")
        }
    }

    /// Where the deployment targets of the file at `path` are set: its SwiftPM target's package,
    /// else the Xcode projects of the nearest folder above it holding one, else nowhere.
    public func deploymentTarget(for path: String) -> DeploymentTarget {
        if let found = packageTarget(containing: path) { return .package(found.package) }
        let projects = xcodeProject(for: path)
        return projects.isEmpty ? .none : .xcodeProjects(projects)
    }

    /// Whether the module of `path` builds with `MainActor` default isolation: the config's
    /// `default_isolation` when set, else its SwiftPM target's settings, else its Xcode project's.
    public func defaultIsolationIsMainActor(for path: String, configured: String?) -> Bool {
        if let configured { return configured == "MainActor" }
        if let found = packageTarget(containing: path) { return found.target.defaultIsolationMainActor }
        let projects = xcodeProject(for: path)
        return !projects.isEmpty && projects.allSatisfy(\.isMainActor)
    }
}

/// Per set of target names, whether each name asked about reaches one of them (see
/// `ProjectIndex.inheritanceReaches`). Shared by the threads of a run, hence the lock.
final class ReachabilityAnswers: @unchecked Sendable {
    private var answers: [Set<String>: [String: Bool]] = [:]
    private let lock = Lock()

    func withAnswers<Result>(for targets: Set<String>, _ body: (inout [String: Bool]) -> Result) -> Result {
        lock.withLock { body(&answers[targets, default: [:]]) }
    }
}
