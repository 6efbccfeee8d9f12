import Foundation

/// Finding files: the project root, the Swift files under it, and paths given on the command line.
enum ProjectFiles {
    /// Folders never walked: build output, VCS data and third-party code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "checkouts", "vendor"]

    /// The project root for the first path: the nearest folder above it holding `.archlint.yml`,
    /// else the git work-tree root, else the folder given (or the file's folder).
    static func projectRoot(for path: String) -> String {
        let start = isDirectory(path) ? path : (path as NSString).deletingLastPathComponent
        var folder = start
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.archlint.yml") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        folder = start
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return start
    }

    static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Absolute, `.`/`..`-free form of `path` against `base`.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." && !part.isEmpty {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root` with `/`, or nil when it lies outside.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    struct Listing {
        /// Swift files, relative to the walked folder's root, in path order.
        var swiftFiles: [String] = []
        var manifests: [String] = []
        var pbxprojs: [String] = []
    }

    /// Walks `folder` (absolute) with an explicit stack; paths come back relative to `root`.
    /// Symbolic links to folders are not followed (no loops, nothing outside the project).
    static func walk(_ folder: String, root: String) -> Listing {
        var listing = Listing()
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names {
                let full = current + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: full),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if skippedFolders.contains(name) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        if manager.fileExists(atPath: full + "/project.pbxproj"), let relative = relative(full + "/project.pbxproj", to: root) {
                            listing.pbxprojs.append(relative)
                        }
                        continue
                    }
                    pending.append(full)
                } else if name.hasSuffix(".swift"), type == .typeRegular || type == .typeSymbolicLink {
                    if type == .typeSymbolicLink, isDirectory(full) { continue }
                    guard let relative = relative(full, to: root) else { continue }
                    listing.swiftFiles.append(relative)
                    if name == "Package.swift" { listing.manifests.append(relative) }
                }
            }
        }
        listing.swiftFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        listing.manifests.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        listing.pbxprojs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return listing
    }

    /// Creates `folder` and its parents; false when that fails.
    static func makeDirectories(_ folder: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    }

    enum ReadResult {
        case bytes([UInt8])
        case failure(String)
    }

    /// Reads a file whole; a failure carries the reason for the one-line message on stderr.
    static func read(_ path: String) -> ReadResult {
        if isDirectory(path) { return .failure("is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileManager.default.fileExists(atPath: path) ? "cannot read file" : "no such file")
        }
        return .bytes([UInt8](data))
    }
}
