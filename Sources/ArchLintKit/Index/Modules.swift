#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's modules (rules.md §14): SwiftPM targets, each file in the target whose folder
/// is its longest prefix; other files form one pseudo-module per top-level folder, and files at
/// the root one more. Test code, test targets and `Package.swift` manifests belong to none.
public struct ModuleMap: Sendable, Equatable {
    public struct Module: Sendable, Hashable {
        /// The target's name, the top-level folder's name, or "(root)".
        public var name: String
        public var isTarget: Bool
    }

    public private(set) var modules: [Module] = []
    /// By file position in `ProjectIndex.files`; nil for files that belong to no module.
    public private(set) var moduleOfFile: [Int?] = []

    /// A map worked out before (`GraphRelations` keeps one with the index cache).
    init(modules: [Module], moduleOfFile: [Int?]) {
        self.modules = modules
        self.moduleOfFile = moduleOfFile
    }

    /// Paths are read as UTF-8 bytes and folders looked up by them: Character operations and a
    /// string per folder cost more than the graph built from the map.
    public init(_ index: ProjectIndex) {
        var targetOfFolder = NameTable<(package: Int, target: Int)>(minimumCapacity: 8)
        for claim in ProjectIndex.targetFolderClaims(index.packages) { targetOfFolder.insertIfAbsent(claim.folder, (claim.package, claim.target)) }
        var modules = Numbering()
        // Files come in path order, so most are in the folder of the file before.
        var previousFolder: [UInt8] = []
        var previousModule: Int?? = nil
        let manifestName = Array("Package.swift".utf8)
        moduleOfFile.reserveCapacity(index.files.count)
        for file in index.files.indices {
            var path = index.files[file].path
            let isTest = index.files[file].isTest
            moduleOfFile.append(path.withUTF8 { bytes -> Int? in
                var nameStart = previousFolder.isEmpty ? 0 : previousFolder.count + 1
                if previousModule == nil || !Self.isDirectly(in: previousFolder, bytes) {
                    nameStart = bytes.count
                    while nameStart > 0, bytes[nameStart - 1] != Self.slash { nameStart -= 1 }
                }
                // (Compared with memcmp: the generic comparisons cost ten times more.)
                let name = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[nameStart...]))
                guard !isTest, manifestName.withUnsafeBytes({ compareBytes($0, name) }) != 0 else { return nil }
                // The folder is the path before its last `/` ("" at the root).
                let folder = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<max(nameStart - 1, 0)]))
                if let previousModule, previousFolder.withUnsafeBytes({ compareBytes($0, folder) }) == 0 { return previousModule }
                let module = modules.module(ofFolder: folder, index: index, targetOfFolder: targetOfFolder)
                previousFolder.removeAll(keepingCapacity: true)
                previousFolder += folder
                previousModule = module
                return module
            })
        }
        self.modules = modules.modules
    }

    private static let slash = UInt8(ascii: "/")

    /// Whether `path` names a file directly in `folder` ("" for the root): the folder's bytes, a
    /// `/` and a name without one, found with `memcmp` and `memchr` (looking back from the end
    /// of each path for its last `/` cost a third of the map).
    private static func isDirectly(in folder: [UInt8], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let nameStart = folder.isEmpty ? 0 : folder.count + 1
        guard path.count > nameStart, let base = path.baseAddress else { return false }
        if !folder.isEmpty {
            guard path[folder.count] == slash, folder.withUnsafeBytes({ memcmp($0.baseAddress!, base, folder.count) }) == 0 else { return false }
        }
        return memchr(base + nameStart, Int32(slash), path.count - nameStart) == nil
    }

    /// The modules as files reach them, each numbered once.
    private struct Numbering {
        var modules: [Module] = []
        private var ofTarget: [Int: Int] = [:]
        private var ofTopFolder = NameTable<Int>(minimumCapacity: 8)

        /// The module of the files of `folder`: that of the innermost SwiftPM target whose folder is
        /// it or above it (nil for a test target's), else of its top-level folder ("(root)" for "").
        mutating func module(ofFolder folder: UnsafeRawBufferPointer, index: ProjectIndex,
                             targetOfFolder: NameTable<(package: Int, target: Int)>) -> Int? {
            var current = folder
            while true {
                // (A target's folder is never the root: files at the root are in no target.)
                if !current.isEmpty, let (package, target) = targetOfFolder[current] {
                    guard !index.packages[package].targets[target].isTest else { return nil }
                    // Target names are unique within a package, not across packages.
                    if let known = ofTarget[package << 32 | target] { return known }
                    ofTarget[package << 32 | target] = modules.count
                    modules.append(Module(name: index.packages[package].targets[target].name, isTarget: true))
                    return modules.count - 1
                }
                guard let slash = current.lastIndex(of: UInt8(ascii: "/")) else {
                    if let known = ofTopFolder[current] { return known }
                    ofTopFolder.insertIfAbsent(current, modules.count)
                    modules.append(Module(name: current.isEmpty ? "(root)" : String(decoding: current, as: UTF8.self), isTarget: false))
                    return modules.count - 1
                }
                current = UnsafeRawBufferPointer(rebasing: current[..<slash])
            }
        }
    }
}

/// The protocols `protocol_in_consumer_module` asks about, joined from every file's `TypeUses`:
/// conformers (transitive refinement) with their modules, and the modules that name a given
/// name in code or extend it. One pass over the files' facts; no source is read.
public struct ProtocolSeams: Sendable {
    /// A protocol declared once, in a SwiftPM target, all of whose conformers are in that target.
    public struct Seam: Sendable {
        public var name: String
        public var file: Int
        public var declaration: Int32
        public var module: Int
        /// The first four names of its conformers (transitive refinement), sorted, without repeats.
        public var conformerNames: [String]
        /// The modules whose code names one of its conformers or extends one.
        public var modulesNamingConformers: Set<Int>
    }

    public let moduleMap: ModuleMap
    /// By file position in `ProjectIndex.files`.
    public private(set) var seams: [Int: [Seam]] = [:]
    /// For candidate protocols only: the modules whose code names them (`TypeUses.names`).
    private var usingModules: [String: Set<Int>] = [:]

    public init(_ index: ProjectIndex) {
        let moduleMap = ModuleMap(index)
        self.moduleMap = moduleMap
        // Declarations of each simple name in code that belongs to a module (types and typealiases).
        // (Tables by the names' bytes: hashed as strings, the join's lookups cost a third of it.)
        var declarationCount = NameTable<Int>(minimumCapacity: 4096)
        var inheritors: [String: [Inheritor]] = [:]
        var candidates: [(name: String, file: Int, declaration: Int32, module: Int)] = []
        // Each file's `TypeUses.names`, decoded once (twice, they cost a tenth of the join).
        var namesOfFile = [[String]](repeating: [], count: index.files.count)
        for (file, facts) in index.files.enumerated() {
            guard let module = moduleMap.moduleOfFile[file] else { continue }
            for type in facts.typeDeclarations where type.kind.isType {
                declarationCount.update(type.name, initial: 0) { $0 += 1 }
                if type.kind == .protocol, moduleMap.modules[module].isTarget {
                    candidates.append((type.name, file, type.declaration, module))
                }
            }
            let uses = facts.typeUses
            namesOfFile[file] = uses.names
            for name in uses.typealiases { declarationCount.update(name, initial: 0) { $0 += 1 } }
            for inheritance in uses.inheritances {
                for inherited in inheritance.inherited {
                    inheritors[inherited, default: []].append(Inheritor(name: inheritance.name, isProtocol: inheritance.kind == .protocol, module: module))
                }
            }
        }
        candidates.removeAll { declarationCount[$0.name] != 1 || inheritors[$0.name] == nil }
        guard !candidates.isEmpty else { return }
        // The modules naming or extending each name that inherits something (every conformer is one).
        // Whether each name is a candidate's and whether it is a conformer's: one lookup per name used.
        var isCandidateOrConformer = NameTable<(candidate: Bool, conformer: Bool)>(minimumCapacity: 4096)
        for list in inheritors.values { for inheritor in list { isCandidateOrConformer.insertIfAbsent(inheritor.name, (false, true)) } }
        for candidate in candidates { isCandidateOrConformer.update(candidate.name, initial: (false, false)) { $0.candidate = true } }
        var namingModules: [String: Set<Int>] = [:]
        for (file, facts) in index.files.enumerated() {
            guard let module = moduleMap.moduleOfFile[file] else { continue }
            for name in namesOfFile[file] {
                guard let kinds = isCandidateOrConformer[name] else { continue }
                if kinds.candidate { usingModules[name, default: []].insert(module) }
                if kinds.conformer { namingModules[name, default: []].insert(module) }
            }
            for type in facts.typeDeclarations where type.kind == .extension {
                let name = type.name.lastDottedComponent
                if isCandidateOrConformer[name]?.conformer == true { namingModules[name, default: []].insert(module) }
            }
        }
        let reach = Self.conformers(from: candidates.map(\.name), inheritors: inheritors, namingModules: namingModules)
        for candidate in candidates {
            guard let conformers = reach[candidate.name], conformers.modules == .one(candidate.module) else { continue }
            seams[candidate.file, default: []].append(Seam(name: candidate.name, file: candidate.file, declaration: candidate.declaration,
                                                           module: candidate.module, conformerNames: conformers.names,
                                                           modulesNamingConformers: conformers.namingModules))
        }
    }

    /// Modules whose code names `name` (type positions, `P.self`, constraints, calls).
    public func modulesUsing(_ name: String) -> Set<Int> { usingModules[name] ?? [] }

    private struct Inheritor {
        var name: String
        var isProtocol: Bool
        var module: Int
    }

    /// What the seam needs of a protocol's conformers, in a size that does not grow with their number.
    private struct Conformers {
        enum Modules: Equatable {
            case none, one(Int), several
        }

        var modules = Modules.none
        var names: [String] = []
        var namingModules = Set<Int>()

        mutating func add(_ inheritor: Inheritor, namingModules naming: Set<Int>?) {
            add(names: [inheritor.name], modules: .one(inheritor.module), namingModules: naming ?? [])
        }

        mutating func add(_ other: Conformers) {
            add(names: other.names, modules: other.modules, namingModules: other.namingModules)
        }

        private mutating func add(names more: [String], modules other: Modules, namingModules naming: Set<Int>) {
            switch (modules, other) {
            case (_, .none): break
            case (.none, _): modules = other
            case (.one(let module), .one(let otherModule)) where module == otherModule: break
            default: modules = .several
            }
            names = Array(Set(names + more).sorted().prefix(4))
            namingModules.formUnion(naming)
        }
    }

    /// Each protocol's conformers: the names inheriting from it, and from the protocols refining it,
    /// transitively. Refinements form a graph (a cycle in invalid code), so its strongly connected
    /// components are found first (Tarjan's, with an explicit stack rather than recursion); each
    /// component's conformers are its own inheritors joined with those of the components it leads
    /// to, which are complete before it. Linear in the refinements, however long a chain is.
    private static func conformers(from starts: [String], inheritors: [String: [Inheritor]],
                                   namingModules: [String: Set<Int>]) -> [String: Conformers] {
        var number: [String: Int] = [:]
        var names: [String] = []
        var low: [Int] = []
        var component: [Int] = []
        var onStack: [Bool] = []
        var stack: [Int] = []
        var components: [Conformers] = []
        func visit(_ name: String) -> Int {
            let node = names.count
            number[name] = node
            names.append(name)
            low.append(node)
            component.append(-1)
            onStack.append(true)
            stack.append(node)
            return node
        }
        for start in starts where number[start] == nil {
            var frames = [(node: visit(start), edge: 0)]
            while let frame = frames.last {
                let edges = inheritors[names[frame.node]] ?? []
                if frame.edge < edges.count {
                    frames[frames.count - 1].edge += 1
                    let edge = edges[frame.edge]
                    guard edge.isProtocol else { continue }
                    if let next = number[edge.name] {
                        if onStack[next] { low[frame.node] = min(low[frame.node], next) }
                    } else {
                        frames.append((visit(edge.name), 0))
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[frame.node]) }
                guard low[frame.node] == frame.node else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components.count
                    members.append(member)
                    if member == frame.node { break }
                }
                var conformers = Conformers()
                for member in members {
                    for inheritor in inheritors[names[member]] ?? [] {
                        conformers.add(inheritor, namingModules: namingModules[inheritor.name])
                        if inheritor.isProtocol, let next = number[inheritor.name], component[next] != components.count {
                            conformers.add(components[component[next]])
                        }
                    }
                }
                components.append(conformers)
            }
        }
        var byName: [String: Conformers] = [:]
        for start in starts { byName[start] = components[component[number[start]!]] }
        return byName
    }
}
