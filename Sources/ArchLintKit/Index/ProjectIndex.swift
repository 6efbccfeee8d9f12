/// A declaration in the project: which file (index into `ProjectIndex.files`) and which declaration.
public struct TypeReference: Sendable, Hashable {
    public var file: Int32
    public var declaration: Int32
}

/// Facts about the whole project, joined from every file's summary in path order, so the same
/// tree always gives the same index whatever the thread count.
public struct ProjectIndex: Sendable {
    public let files: [FileSummary]
    public let fileIndexByPath: [String: Int]
    /// Classes, structs, enums, actors and protocols by simple name, in path order.
    public let types: [String: [TypeReference]]
    /// Extensions by the last component of the extended type's name.
    public let extensions: [String: [TypeReference]]
    /// String constants by `name` and by `Owner.name` (for an owner `Outer.Owner`, also by `Owner.name`).
    public let constants: [String: [String]]
    /// Types decoded with `.convertFromSnakeCase`: name → where (path, line), path order.
    public let snakeCaseDecodes: [String: [(path: String, line: Int)]]
    public let packages: [PackageManifest]
    public let xcodeProjects: [XcodeProjectSettings]

    public init(files unsorted: [FileSummary], packages: [PackageManifest], xcodeProjects: [XcodeProjectSettings]) {
        let files = unsorted.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.files = files
        var byPath: [String: Int] = [:]
        var types: [String: [TypeReference]] = [:]
        var extensions: [String: [TypeReference]] = [:]
        var constants: [String: [String]] = [:]
        var decodes: [String: [(path: String, line: Int)]] = [:]
        for (fileIndex, summary) in files.enumerated() {
            byPath[summary.path] = fileIndex
            // Indexed access, not iteration: copying each declaration would retain all its fields.
            let declarations = summary.tree.declarations
            for declarationIndex in declarations.indices {
                let kind = declarations[declarationIndex].kind
                guard kind.hasMembers else { continue }
                let reference = TypeReference(file: Int32(fileIndex), declaration: Int32(declarationIndex))
                let name = declarations[declarationIndex].name
                if kind.isType {
                    types[name, default: []].append(reference)
                } else {
                    let last = name.split(separator: ".").last.map(String.init) ?? name
                    extensions[last, default: []].append(reference)
                }
            }
            for constant in summary.constants {
                constants[constant.name, default: []].append(constant.value)
                guard !constant.owner.isEmpty else { continue }
                constants[constant.owner + "." + constant.name, default: []].append(constant.value)
                // `extension Storage.Keys { static let … }`: key expressions name the owner by its last component.
                if let last = constant.owner.split(separator: ".").last, last != Substring(constant.owner) {
                    constants[last + "." + constant.name, default: []].append(constant.value)
                }
            }
            for decode in summary.snakeCaseDecodes {
                decodes[decode.typeName, default: []].append((summary.path, decode.line))
            }
        }
        fileIndexByPath = byPath
        self.types = types
        self.extensions = extensions
        self.constants = constants
        snakeCaseDecodes = decodes
        self.packages = packages.sorted { $0.directory.utf8.lexicographicallyPrecedes($1.directory.utf8) }
        self.xcodeProjects = xcodeProjects.sorted { $0.directory.utf8.lexicographicallyPrecedes($1.directory.utf8) }
    }

    public subscript(reference: TypeReference) -> Declaration {
        files[Int(reference.file)].tree[reference.declaration]
    }

    public func path(of reference: TypeReference) -> String { files[Int(reference.file)].path }

    public func tree(of reference: TypeReference) -> DeclarationTree { files[Int(reference.file)].tree }

    // MARK: Questions rules ask

    /// The first type of that simple name in path order (nil when the project declares none).
    public func firstType(named name: String) -> TypeReference? { types[name]?.first }

    public func firstType(named name: String, kind: Declaration.Kind) -> TypeReference? {
        types[name]?.first { self[$0].kind == kind }
    }

    public func declaresType(_ name: String) -> Bool { types[name] != nil }

    /// A simple name is an enum when the project declares an enum of that name.
    public func isEnum(_ name: String) -> Bool { types[name]?.contains { self[$0].kind == .enum } ?? false }

    public func extensions(of name: String) -> [TypeReference] { extensions[name] ?? [] }

    /// Names in the type's inheritance clause and in every extension of its name.
    public func conformances(of reference: TypeReference) -> [String] {
        let declaration = self[reference]
        var names = declaration.inheritance.map(\.name)
        for ext in extensions(of: declaration.name) { names += self[ext].inheritance.map(\.name) }
        return names
    }

    /// Whether the type names one of `targets` in its inheritance clause or an extension, or
    /// reaches one through the project classes and protocols it names (superclass chain and
    /// protocol refinement, their extensions included).
    public func conforms(_ reference: TypeReference, toAnyOf targets: Set<String>) -> Bool {
        inheritanceReaches(from: conformances(of: reference), anyOf: targets)
    }

    /// Whether one of `names` is in `targets`, directly or through the project classes and
    /// protocols they name. Walks with a visited set, so cycles and long chains neither hang nor overflow.
    public func inheritanceReaches(from names: [String], anyOf targets: Set<String>) -> Bool {
        var pending = names
        var visited = Set<String>()
        while let name = pending.popLast() {
            if targets.contains(name) { return true }
            guard visited.insert(name).inserted,
                  let reference = types[name]?.first(where: { self[$0].kind == .class || self[$0].kind == .protocol })
            else { continue }
            pending += conformances(of: reference)
        }
        return false
    }

    /// The string values a constant name (`accessToken`, `Keys.accessToken`) can resolve to.
    public func constantValues(_ name: String) -> [String] { constants[name] ?? [] }

    // MARK: Build settings

    /// The SwiftPM target holding `path` (deepest target folder that contains it).
    public func packageTarget(containing path: String) -> PackageManifest.Target? {
        var best: PackageManifest.Target?
        for package in packages {
            for target in package.targets where path.hasPrefix(target.path + "/") {
                if best == nil || target.path.count > best!.path.count { best = target }
            }
        }
        return best
    }

    /// The Xcode project settings of the nearest folder above `path` that holds an `.xcodeproj`.
    public func xcodeProject(for path: String) -> [XcodeProjectSettings] {
        var folder = path.split(separator: "/").dropLast().joined(separator: "/")
        while true {
            let here = xcodeProjects.filter { $0.directory == folder }
            if !here.isEmpty { return here }
            if folder.isEmpty { return [] }
            folder = folder.split(separator: "/").dropLast().joined(separator: "/")
        }
    }

    /// Whether the module of `path` builds with `MainActor` default isolation: the config's
    /// `default_isolation` when set, else its SwiftPM target's settings, else its Xcode project's.
    public func defaultIsolationIsMainActor(for path: String, configured: String?) -> Bool {
        if let configured { return configured == "MainActor" }
        if let target = packageTarget(containing: path) { return target.defaultIsolationMainActor }
        let projects = xcodeProject(for: path)
        return !projects.isEmpty && projects.allSatisfy(\.isMainActor)
    }
}
