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
    public struct Conformer: Sendable, Hashable {
        public var name: String
        public var module: Int
    }

    /// A protocol declared once, in a SwiftPM target, with its conformers.
    public struct Seam: Sendable {
        public var name: String
        public var file: Int
        public var declaration: Int32
        public var module: Int
        public var conformers: [Conformer]
    }

    public let moduleMap: ModuleMap
    /// By file position in `ProjectIndex.files`.
    public private(set) var seams: [Int: [Seam]] = [:]
    /// For protocol and conformer names only: the modules whose code names them (`TypeUses.names`).
    private var usingModules: [String: Set<Int>] = [:]
    /// For conformer names only: the modules holding an extension of them.
    private var extendingModules: [String: Set<Int>] = [:]

    public init(_ index: ProjectIndex) {
        let moduleMap = ModuleMap(index)
        self.moduleMap = moduleMap
        // Declarations of each simple name in code that belongs to a module (types and typealiases).
        var declarationCount: [String: Int] = [:]
        var inheritors: [String: [(name: String, isProtocol: Bool, module: Int)]] = [:]
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
                    inheritors[inherited, default: []].append((inheritance.name, inheritance.kind == .protocol, module))
                }
            }
        }
        var wanted = Set<String>()
        for candidate in candidates where declarationCount[candidate.name] == 1 {
            // Breadth first over refining protocols, with a visited set: cycles and long chains end.
            var conformers: [Conformer] = []
            var pending = [candidate.name]
            var visited: Set<String> = [candidate.name]
            while let name = pending.popLast() {
                for inheritor in inheritors[name] ?? [] {
                    conformers.append(Conformer(name: inheritor.name, module: inheritor.module))
                    if inheritor.isProtocol, visited.insert(inheritor.name).inserted { pending.append(inheritor.name) }
                }
            }
            guard !conformers.isEmpty, conformers.allSatisfy({ $0.module == candidate.module }) else { continue }
            seams[candidate.file, default: []].append(Seam(name: candidate.name, file: candidate.file, declaration: candidate.declaration,
                              module: candidate.module, conformers: conformers))
            wanted.insert(candidate.name)
            for conformer in conformers { wanted.insert(conformer.name) }
        }
        guard !seams.isEmpty else { return }
        for (file, facts) in index.files.enumerated() {
            guard let module = moduleMap.moduleOfFile[file] else { continue }
            for name in facts.typeUses.names where wanted.contains(name) { usingModules[name, default: []].insert(module) }
            for type in facts.typeDeclarations where type.kind == .extension {
                let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
                if wanted.contains(name) { extendingModules[name, default: []].insert(module) }
            }
        }
    }

    /// Modules whose code names `name` (type positions, `P.self`, constraints, calls).
    public func modulesUsing(_ name: String) -> Set<Int> { usingModules[name] ?? [] }

    /// Whether module `module` names `name` in code or extends it.
    public func module(_ module: Int, names name: String) -> Bool {
        usingModules[name]?.contains(module) == true || extendingModules[name]?.contains(module) == true
    }
}
