import ArchLintKit
import Foundation

/// The Swift files a benchmark runs over, read into memory before any timing.
struct Corpus {
    struct File: Sendable {
        /// Relative to the corpus root, `/`-separated.
        var path: String
        var bytes: [UInt8]
    }

    var files: [File]
    var byteCount: Int
    var lineCount: Int
    /// Where the files are on disk, for the full lint run; nil while they exist only in memory.
    var directory: String?
    var description: String

    init(files: [File], directory: String?, description: String) {
        self.files = files
        self.directory = directory
        self.description = description
        byteCount = files.reduce(0) { $0 + $1.bytes.count }
        lineCount = files.reduce(0) { $0 + Corpus.lineCount(of: $1.bytes) }
    }

    init(generated: [GeneratedFile], description: String) {
        self.init(files: generated.map { File(path: $0.path, bytes: $0.bytes) }, directory: nil, description: description)
    }

    /// Line breaks, plus one for a last line without its own.
    static func lineCount(of bytes: [UInt8]) -> Int {
        var lines = 0
        for byte in bytes where byte == 0x0A { lines += 1 }
        if let last = bytes.last, last != 0x0A { lines += 1 }
        return lines
    }

    /// Every `.swift` file under `directory`, in path order: the files archlint itself lists, so
    /// that the in-memory stages measure the same files as the full lint run.
    static func load(directory: String) throws -> Corpus {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path) else { throw BenchError("cannot read directory \(directory)") }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let paths = projectSwiftFiles(under: root.path)
        let files = try paths.map { path -> File in
            guard let data = FileManager.default.contents(atPath: prefix + path) else { throw BenchError("cannot read \(prefix + path)") }
            return File(path: path, bytes: [UInt8](data))
        }
        return Corpus(files: files, directory: root.path, description: root.path)
    }

    /// Writes generated files under `directory`, creating folders as needed, and an `.archlint.yml`
    /// that makes `directory` the project root (as a real app's checkout is, through its config or
    /// its git root), so that a run on a few of its files indexes the whole project.
    static func write(_ files: [GeneratedFile], to directory: String) throws {
        let manager = FileManager.default
        for file in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        try Data("# The project root of a generated benchmark project.\n".utf8)
            .write(to: URL(fileURLWithPath: directory).appendingPathComponent(".archlint.yml"))
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
