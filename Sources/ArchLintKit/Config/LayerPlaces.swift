/// The layer and unit of each of a run's indexed paths (`ArchitectureConfiguration.layerIndex`,
/// Swift files only): one glob pass, made beside the project index and read by both the
/// empty-layer warnings and the layer model (`LayerModel`), which other callers make for their
/// own paths.
public struct LayerPlaces: Sendable {
    /// A path's layer (-1: none) and unit (nil: the layer is not split there).
    struct Place: Sendable {
        var layer: Int32
        var unit: String?
    }

    let paths: [String]
    let places: [Place]

    /// The places of `paths` under `configuration`'s layers, on up to `jobs` threads.
    public init(_ configuration: ArchitectureConfiguration, paths: [String], jobs: Int) {
        self.paths = paths
        // In chunks: a path's globs are matched in well under a microsecond, so one work item per
        // path cost more in hand-outs than the matching.
        let chunk = 256
        places = parallelMap(Array(stride(from: 0, to: paths.count, by: chunk)), jobs: jobs) { start in
            // One split path's buffers serve the chunk's paths.
            var split = Glob.SplitPath()
            return paths[start..<min(start + chunk, paths.count)].map { Self.place(of: $0, in: configuration, split: &split) }
        }.flatMap { $0 }
    }

    static func place(of path: String, in configuration: ArchitectureConfiguration, split: inout Glob.SplitPath) -> Place {
        guard path.hasASCIISuffix(".swift"), let found = configuration.layerIndex(of: path, split: &split) else { return Place(layer: -1, unit: nil) }
        return Place(layer: Int32(found.layer), unit: found.unit)
    }

    /// The places of `files`, which are those of `paths` in path order less the paths not indexed
    /// (a file that could not be read), as the project index's files are: each is matched in one
    /// walk, and a file not among the paths gets its place from the globs.
    func places(of files: [String], in configuration: ArchitectureConfiguration) -> [Place] {
        var next = 0
        var split = Glob.SplitPath()
        return files.map { file in
            while next < paths.count, paths[next] != file, paths[next].precedesInPathOrder(file) { next += 1 }
            guard next < paths.count, paths[next] == file else { return Self.place(of: file, in: configuration, split: &split) }
            next += 1
            return places[next - 1]
        }
    }

    /// Whether some path belongs to the layer, by its position in the configuration.
    func layersInUse(count: Int) -> [Bool] {
        var inUse = [Bool](repeating: false, count: count)
        for place in places where place.layer >= 0 { inUse[Int(place.layer)] = true }
        return inUse
    }
}

extension String {
    /// `hasSuffix(suffix)` for an ASCII suffix, by the UTF-8 bytes: the String's comparison cost
    /// hundreds of instructions a path. The two can differ only where a non-ASCII character before
    /// the suffix may join its first into one Character, so the String is asked then.
    func hasASCIISuffix(_ suffix: StaticString) -> Bool {
        let byBytes = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let count = suffix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let start = bytes.count - count
            for offset in 0..<count where bytes[start + offset] != suffix.utf8Start[offset] { return false }
            return start == 0 || bytes[start - 1] < 0x80 ? true : nil
        }
        return (byBytes ?? nil) ?? hasSuffix(suffix.description)
    }
}
