/// The project's modules (rules.md §14): SwiftPM targets, each file in the target whose folder
/// is its longest prefix; other files form one pseudo-module per top-level folder, and files at
/// the root one more. Test code, test targets and `Package.swift` manifests belong to none.
public struct ModuleMap: Sendable {
    public struct Module: Sendable, Hashable {
        /// The target's name, the top-level folder's name, or "(root)".
        public var name: String
        public var isTarget: Bool
    }

    public private(set) var modules: [Module] = []
    /// By file position in `ProjectIndex.files`; nil for files that belong to no module.
    public private(set) var moduleOfFile: [Int?] = []

    public init(_ index: ProjectIndex) {
        var ids: [String: Int] = [:]
        moduleOfFile.reserveCapacity(index.files.count)
        for facts in index.files {
            let path = facts.path
            guard !facts.isTest, path != "Package.swift", !path.hasSuffix("/Package.swift") else {
                moduleOfFile.append(nil)
                continue
            }
            let key: String, module: Module
            if let found = index.packageTarget(containing: path) {
                guard !found.target.isTest else {
                    moduleOfFile.append(nil)
                    continue
                }
                // Target names are unique within a package, not across packages.
                key = found.package.directory + "/" + found.target.name
                module = Module(name: found.target.name, isTarget: true)
            } else if let slash = path.firstIndex(of: "/") {
                key = "\u{1}" + path[..<slash]
                module = Module(name: String(path[..<slash]), isTarget: false)
            } else {
                key = "\u{1}"
                module = Module(name: "(root)", isTarget: false)
            }
            if let id = ids[key] {
                moduleOfFile.append(id)
            } else {
                ids[key] = modules.count
                moduleOfFile.append(modules.count)
                modules.append(module)
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
        var declarationCount: [String: Int] = [:]
        var inheritors: [String: [Inheritor]] = [:]
        var candidates: [(name: String, file: Int, declaration: Int32, module: Int)] = []
        for (file, facts) in index.files.enumerated() {
            guard let module = moduleMap.moduleOfFile[file] else { continue }
            for type in facts.typeDeclarations where type.kind.isType {
                declarationCount[type.name, default: 0] += 1
                if type.kind == .protocol, moduleMap.modules[module].isTarget {
                    candidates.append((type.name, file, type.declaration, module))
                }
            }
            let uses = facts.typeUses
            for name in uses.typealiases { declarationCount[name, default: 0] += 1 }
            for inheritance in uses.inheritances {
                for inherited in inheritance.inherited {
                    inheritors[inherited, default: []].append(Inheritor(name: inheritance.name, isProtocol: inheritance.kind == .protocol, module: module))
                }
            }
        }
        candidates.removeAll { declarationCount[$0.name] != 1 || inheritors[$0.name] == nil }
        guard !candidates.isEmpty else { return }
        // The modules naming or extending each name that inherits something (every conformer is one).
        var conformerNames = Set<String>()
        for list in inheritors.values { for inheritor in list { conformerNames.insert(inheritor.name) } }
        let candidateNames = Set(candidates.map(\.name))
        var namingModules: [String: Set<Int>] = [:]
        for (file, facts) in index.files.enumerated() {
            guard let module = moduleMap.moduleOfFile[file] else { continue }
            for name in facts.typeUses.names {
                if candidateNames.contains(name) { usingModules[name, default: []].insert(module) }
                if conformerNames.contains(name) { namingModules[name, default: []].insert(module) }
            }
            for type in facts.typeDeclarations where type.kind == .extension {
                let name = type.name.lastDottedComponent
                if conformerNames.contains(name) { namingModules[name, default: []].insert(module) }
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
