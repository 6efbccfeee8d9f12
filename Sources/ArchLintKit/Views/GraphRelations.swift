#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the graph draws from the index's facts alone, with no finding: the modules, and the
/// inheritance and `init` edges between the project's types (numbered as `GraphTypes` numbers
/// them). It changes only when the facts do, so it is kept beside the index cache under the
/// fingerprint of the contents it was worked out from (`IndexCache.Origin`) and read back by the
/// next view on an unchanged project: working it out cost two thirds of a graph.
struct GraphRelations: Equatable {
    var modules: ModuleMap
    /// The kinds of the edges read: `.all` for relations kept in the cache.
    var kinds: ArchitectureGraph.Kinds
    /// `GraphTypes.edgeKey`s, sorted, none repeated.
    var edgeKeys: [UInt64]

    /// Read from the index's facts (types, `TypeUses` in their cached bytes), never a declaration tree.
    init(index: ProjectIndex, kinds: ArchitectureGraph.Kinds) {
        self.kinds = kinds
        modules = ModuleMap(index)
        var edgeKeys: [UInt64] = []
        func add(_ from: Int, _ to: Int, _ kind: ArchitectureGraph.EdgeKind) {
            if from != to, kinds.includes(kind) { edgeKeys.append(GraphTypes.edgeKey(from, to, kind)) }
        }
        var relations = TypeRelationRanges()
        let lookup = GraphTypes(index: index, moduleOfFile: modules.moduleOfFile)
        for file in index.files.indices where modules.moduleOfFile[file] != nil {
            let fileTypes = index.files[file].typeDeclarations
            // (Relations belong to types and extensions: a file without any has none.)
            guard !fileTypes.isEmpty else { continue }
            // (A file declaring only protocols and enums was never read for initialisers.)
            let readsReceived = kinds != .inheritance && fileTypes.contains { $0.kind != .protocol && $0.kind != .enum }
            guard kinds != .dependencies || readsReceived else { continue }
            index.files[file].encodedTypeUses.withUnsafeBytes { bytes in
                guard relations.read(bytes) else { return }
                func name(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[range]) }
                for inheritance in relations.inheritances where kinds != .dependencies {
                    let ownName = name(inheritance.name)
                    guard let (owner, ownerKind) = inheritance.kind == .extension ? lookup.extended(ownName) : lookup.declared(ownName) else { continue }
                    for (position, inherited) in relations.names[inheritance.inherited].enumerated() {
                        guard let (target, targetKind) = lookup.declared(name(inherited)) else { continue }
                        if targetKind == .protocol {
                            add(owner, target, .conforms)
                        } else if targetKind == .class, ownerKind == .class, position == 0, inheritance.kind == .class {
                            add(owner, target, .inherits)
                        }
                    }
                }
                guard readsReceived else { return }
                // Both in declaration order.
                var next = 0
                for entry in relations.received {
                    while next < fileTypes.count, fileTypes[next].declaration < entry.declaration { next += 1 }
                    guard next < fileTypes.count, fileTypes[next].declaration == entry.declaration else { continue }
                    let owner = fileTypes[next].kind == .extension ? lookup.extended(fileTypes[next].name.lastDottedComponent)
                                                                   : lookup.declared(fileTypes[next].name)
                    guard let (owner, ownerKind) = owner, ownerKind == .class || ownerKind == .struct || ownerKind == .actor else { continue }
                    for received in relations.names[entry.types] {
                        if let (target, targetKind) = lookup.declared(name(received)), targetKind != .enum { add(owner, target, .injected) }
                    }
                }
            }
        }
        edgeKeys.sort()
        var previous: UInt64?
        edgeKeys.removeAll { key in
            defer { previous = key }
            return key == previous
        }
        self.edgeKeys = edgeKeys
    }

    private init(modules: ModuleMap, kinds: ArchitectureGraph.Kinds, edgeKeys: [UInt64]) {
        self.modules = modules
        self.kinds = kinds
        self.edgeKeys = edgeKeys
    }

    /// The relations of `index` for a view of `kinds`: read back from beside the index cache when
    /// the index was joined wholly from it (`origin`) and they were kept for those contents; else
    /// worked out, of every kind, and kept for the next view. Without an origin, of `kinds` only.
    static func of(_ index: ProjectIndex, origin: IndexCache.Origin?, kinds: ArchitectureGraph.Kinds) -> GraphRelations {
        guard let origin else { return GraphRelations(index: index, kinds: kinds) }
        let fileCount = index.files.count, typeCount = index.files.typeDeclarationCount
        if let kept = file.read(origin, fileCount: fileCount, typeCount: typeCount, { try decode(&$0, fileCount: fileCount, typeCount: typeCount) }) {
            return kept
        }
        let relations = GraphRelations(index: index, kinds: .all)
        file.write(origin, fileCount: fileCount, typeCount: typeCount, relations.encode)
        return relations
    }

    static let file = DerivedCacheFile(name: "graph-relations", magic: "archlint-graph-relations\n", formatVersion: 1)

    /// The file's header, the modules, each file's module (-1 for none), the edges as raw 8-byte
    /// words, then a checksum of all that. Kept only for relations of every kind.
    func encoded(fingerprint: IndexCache.Fingerprint, typeCount: Int) -> [UInt8] {
        Self.file.encoded(fingerprint: fingerprint, fileCount: modules.moduleOfFile.count, typeCount: typeCount, encode)
    }

    private func encode(to writer: inout BinaryWriter) {
        precondition(kinds == .all, "only relations of every kind are kept")
        writer.write(UInt64(modules.modules.count))
        for module in modules.modules {
            writer.write(module.name)
            writer.write(module.isTarget)
        }
        for module in modules.moduleOfFile { writer.write(module ?? -1) }
        writer.write(UInt64(edgeKeys.count))
        writer.writeRaw(edgeKeys)
    }

    /// Relations `encoded` under `fingerprint` for an index of `fileCount` files and `typeCount`
    /// types; nil for any other, or for damaged bytes.
    static func decoded(_ bytes: ByteSlice, fingerprint: IndexCache.Fingerprint, fileCount: Int, typeCount: Int) -> GraphRelations? {
        file.decoded(bytes, fingerprint: fingerprint, fileCount: fileCount, typeCount: typeCount) {
            try decode(&$0, fileCount: fileCount, typeCount: typeCount)
        }
    }

    private static func decode(_ reader: inout BinaryReader, fileCount: Int, typeCount: Int) throws -> GraphRelations {
        let modules = try (0..<reader.readCount()).map { _ in ModuleMap.Module(name: try reader.readString(), isTarget: try reader.readBool()) }
        let moduleOfFile = try (0..<fileCount).map { _ -> Int? in
            let module = try reader.readInt()
            guard module >= -1, module < modules.count else { throw BinaryReader.Corrupt() }
            return module < 0 ? nil : module
        }
        // Read as words where they lie: a byte at a time cost more than the rest of the file.
        let edgeKeys: [UInt64] = try reader.readRaw(count: try reader.readCount())
        // Ends among the types, a kind among the kinds: a key that is not cannot be drawn.
        guard edgeKeys.allSatisfy({ key in
            let (from, to, kind) = GraphTypes.edge(key)
            return from < typeCount && to < typeCount && kind < ArchitectureGraph.EdgeKind.allCases.count
        }) else { throw BinaryReader.Corrupt() }
        return GraphRelations(modules: ModuleMap(modules: modules, moduleOfFile: moduleOfFile), kinds: .all, edgeKeys: edgeKeys)
    }
}
