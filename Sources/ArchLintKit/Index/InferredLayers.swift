/// The layers a project has today, inferred from its modules (cli.md "Architecture configuration",
/// `init --layers`): one layer per SwiftPM target, else per top-level folder holding non-test Swift
/// files; a folder holding two or more sibling targets or source folders and no Swift file of its own
/// gives one layer per child, and a suggestion of one split `independent` layer in their place.
/// What `archlint init --layers` freezes and `archlint graph --kind layers` draws without `layers:`.
public struct InferredLayers: Sendable {
    public struct Layer: Sendable, Equatable {
        public var name: String
        /// Globs relative to the project root, each a folder and everything below it (`*.swift` for the root's own files).
        public var paths: [String]
    }

    /// A folder whose child layers one layer split into units (`Folder/*/**`) could replace.
    public struct Suggestion: Sendable, Equatable {
        public var folder: String
        /// The layers its children give, in layer order.
        public var layers: [String]
    }

    /// Target layers first (in path order), then folder layers: a file belongs to the first layer
    /// whose globs match, and a top-level folder's glob may hold target folders.
    public private(set) var layers: [Layer] = []
    public private(set) var suggestions: [Suggestion] = []

    /// `rootName`: the project root folder's name, which names a package at the root.
    public init(_ index: ProjectIndex, rootName: String) {
        let modules = ModuleMap(index)
        // Per target module: its package and source folders; per folder module: its files' paths.
        var targetFolders: [Int: [String]] = [:]
        var packageOfModule: [Int: String] = [:]
        var looseFiles: [String] = []
        var lastFolder = "", lastClaim: String?
        var foldersWithOwnFiles: Set<String> = []
        for (position, file) in index.files.enumerated() {
            guard let module = modules.moduleOfFile[position], file.path.hasSuffix(".swift") else { continue }
            let folder = Self.parent(of: file.path)
            foldersWithOwnFiles.insert(folder)
            guard modules.modules[module].isTarget else {
                looseFiles.append(file.path)
                continue
            }
            if folder != lastFolder || lastClaim == nil {
                lastFolder = folder
                lastClaim = Self.claim(containing: folder, index: index)
            }
            guard let claim = lastClaim else { continue }
            if targetFolders[module]?.contains(claim) != true { targetFolders[module, default: []].append(claim) }
            if packageOfModule[module] == nil, let found = index.packageTarget(ofFolder: claim) {
                packageOfModule[module] = found.package.directory.isEmpty ? rootName : Self.lastComponent(found.package.directory)
            }
        }
        var candidates: [(name: String, qualified: String, paths: [String])] = []
        let targetModules = targetFolders.keys.sorted { targetFolders[$0]![0].precedesInPathOrder(targetFolders[$1]![0]) }
        var timesNamed: [String: Int] = [:]
        for module in targetModules { timesNamed[modules.modules[module].name, default: 0] += 1 }
        for module in targetModules {
            let name = modules.modules[module].name
            let package = packageOfModule[module] ?? rootName
            // Two packages with a target of one name: both prefixed by their package's name.
            let shown = timesNamed[name]! > 1 ? package + "." + name : name
            candidates.append((shown, package + "." + name, targetFolders[module]!.map { Self.glob(matching: $0) }))
        }
        // Targets' parent folders holding two or more of them and no Swift file of their own.
        var targetsByParent: [String: [String]] = [:]
        for (position, module) in targetModules.enumerated() {
            for folder in targetFolders[module]! { targetsByParent[Self.parent(of: folder), default: []].append(candidates[position].name) }
        }
        for (folder, names) in targetsByParent where names.count >= 2 && !foldersWithOwnFiles.contains(folder) {
            suggestions.append(Suggestion(folder: folder, layers: names))
        }
        var rootFiles = false
        var byTopFolder: [String: [String]] = [:]
        var topFolders: [String] = []
        for path in looseFiles {
            guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else {
                rootFiles = true
                continue
            }
            let top = String(path[..<slash])
            if byTopFolder[top] == nil { topFolders.append(top) }
            byTopFolder[top, default: []].append(path)
        }
        for top in topFolders.sorted(by: { $0.precedesInPathOrder($1) }) {
            folderLayers(top, files: byTopFolder[top]!, into: &candidates)
        }
        if rootFiles { candidates.append(("Root", "Root", ["*.swift"])) }
        layers = Self.uniquelyNamed(candidates)
        let renamed = Dictionary(zip(candidates.map(\.name), layers.map(\.name)), uniquingKeysWith: { first, _ in first })
        suggestions = suggestions.map { Suggestion(folder: $0.folder, layers: $0.layers.map { renamed[$0] ?? $0 }) }
            .sorted { $0.folder.precedesInPathOrder($1.folder) }
    }

    /// `folder`'s layer, or, when it holds no Swift file of its own and two or more child folders
    /// that do (below), each child's (and a suggestion to merge them).
    private mutating func folderLayers(_ folder: String, files: [String], into candidates: inout [(name: String, qualified: String, paths: [String])]) {
        var children: [String] = []
        var filesOfChild: [String: [String]] = [:]
        var ownFiles = false
        for path in files {
            let rest = path.utf8.dropFirst(folder.utf8.count + 1)
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else {
                ownFiles = true
                break
            }
            let child = String(path[..<slash])
            if filesOfChild[child] == nil { children.append(child) }
            filesOfChild[child, default: []].append(path)
        }
        guard !ownFiles, children.count >= 2 else {
            candidates.append((Self.lastComponent(folder), folder, [Self.glob(matching: folder)]))
            return
        }
        let first = candidates.count
        for child in children.sorted(by: { $0.precedesInPathOrder($1) }) {
            folderLayers(child, files: filesOfChild[child]!, into: &candidates)
        }
        suggestions.append(Suggestion(folder: folder, layers: candidates[first...].map(\.name)))
    }

    /// The names, each made unique: a repeated one by its qualified form (package and target, or
    /// folder path), then by a number.
    private static func uniquelyNamed(_ candidates: [(name: String, qualified: String, paths: [String])]) -> [Layer] {
        var count: [String: Int] = [:]
        for candidate in candidates { count[candidate.name, default: 0] += 1 }
        var used: Set<String> = []
        return candidates.map { candidate in
            var name = count[candidate.name]! > 1 ? candidate.qualified : candidate.name
            var number = 2
            while used.contains(name) {
                name = (count[candidate.name]! > 1 ? candidate.qualified : candidate.name) + " " + String(number)
                number += 1
            }
            used.insert(name)
            return Layer(name: name, paths: candidate.paths)
        }
    }

    /// The innermost SwiftPM target folder at or above `folder`, as `ModuleMap` assigns files.
    private static func claim(containing folder: String, index: ProjectIndex) -> String? {
        var current = Substring(folder)
        while !current.isEmpty {
            if index.packageTarget(ofFolder: String(current)) != nil { return String(current) }
            guard let slash = current.lastIndex(of: "/") else { return nil }
            current = current[..<slash]
        }
        return nil
    }

    /// The glob of `folder` and everything below it. A glob has no escape, so each character it
    /// reads as a pattern (`*`, `?`, `[`, `]`) becomes `?`, which matches that character too.
    static func glob(matching folder: String) -> String {
        String(folder.map { "*?[]".contains($0) ? "?" : $0 }) + "/**"
    }

    static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    static func lastComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The layers as a configuration: no `may_use`, so every use is allowed.
    public var configuration: ArchitectureConfiguration {
        var configuration = ArchitectureConfiguration()
        configuration.layers = layers.map { ArchitectureConfiguration.Layer(name: $0.name, paths: $0.paths.map(ArchitectureConfiguration.LayerGlob.init)) }
        return configuration
    }
}
