import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

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
    /// Symbolic links to folders are not followed (no loops); a link to a file counts only when
    /// the file it names lies inside the project root.
    static func walk(_ folder: String, root: String) -> Listing {
        var listing = Listing()
        var pending = [folder]
        let realRoot = realPath(root) ?? root
        while let current = pending.popLast() {
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let full = current + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) { type = fileType(full, followingLinks: false) }
                if type == UInt8(DT_DIR) {
                    if skippedFolders.contains(name) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        if fileType(full + "/project.pbxproj", followingLinks: true) == UInt8(DT_REG),
                           let relative = relative(full + "/project.pbxproj", to: root) {
                            listing.pbxprojs.append(relative)
                        }
                        continue
                    }
                    pending.append(full)
                } else if name.hasSuffix(".swift"), type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
                    if type == UInt8(DT_LNK) {
                        guard fileType(full, followingLinks: true) == UInt8(DT_REG), let target = realPath(full),
                              target.hasPrefix(realRoot + "/") else { continue }
                    }
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

    /// The `DT_` type of `path`, from `stat` or `lstat`; `DT_UNKNOWN` when it cannot be read.
    static func fileType(_ path: String, followingLinks: Bool) -> UInt8 {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return UInt8(DT_UNKNOWN) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// The path with every symbolic link resolved, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? "no such file" : (errno == EACCES ? "permission denied" : "cannot read file"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure("cannot read file") }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure("is a directory") }
        // One byte more than the size, so a file that grew while being read is read whole.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(errno == EISDIR ? "is a directory" : "cannot read file")
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return .bytes(bytes)
            }
            filled += count
        }
    }
}
