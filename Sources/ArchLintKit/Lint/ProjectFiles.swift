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
        return nearestFolder(from: start) { FileManager.default.fileExists(atPath: $0 + "/.archlint.yml") }
            ?? nearestFolder(from: start) { FileManager.default.fileExists(atPath: $0 + "/.git") }
            ?? start
    }

    /// `start` or the nearest folder above it for which `holds` is true.
    static func nearestFolder(from start: String, where holds: (String) -> Bool) -> String? {
        var folder = start
        while true {
            if holds(folder) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        fileType(path, followingLinks: true) == UInt8(DT_DIR)
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
        /// Swift files that are symbolic links resolving outside the project root; not in `swiftFiles`.
        var escapingLinks: [String] = []
        var manifests: [String] = []
        var pbxprojs: [String] = []
    }

    /// Walks `folder` (absolute) with an explicit stack; paths come back relative to `root`.
    /// Symbolic links to folders are not followed (no loops, nothing outside the project); links to
    /// files outside the root are listed apart, so that only a file named on the command line is read through one.
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
                        let pbxproj = full + "/project.pbxproj"
                        if fileType(pbxproj, followingLinks: true) == UInt8(DT_REG), let target = realPath(pbxproj),
                           relative(target, to: realRoot) != nil, let relative = relative(pbxproj, to: root) {
                            listing.pbxprojs.append(relative)
                        }
                        continue
                    }
                    pending.append(full)
                } else if name.hasSuffix(".swift"), type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
                    if type == UInt8(DT_LNK), fileType(full, followingLinks: true) == UInt8(DT_DIR) { continue }
                    guard let relative = relative(full, to: root) else { continue }
                    // A dangling link or a link loop has no real path; reading it reports why.
                    if type == UInt8(DT_LNK), let target = realPath(full), self.relative(target, to: realRoot) == nil {
                        listing.escapingLinks.append(relative)
                        continue
                    }
                    listing.swiftFiles.append(relative)
                    if name == "Package.swift" { listing.manifests.append(relative) }
                }
            }
        }
        listing.swiftFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        listing.escapingLinks.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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

    enum ReadResult: Sendable {
        case bytes([UInt8])
        /// The reason, for the one-line message on stderr.
        case failure(String)
    }

    /// Reads a regular file whole. Anything else fails with its reason instead of blocking:
    /// a FIFO or device named `.swift` would otherwise hang the run. `missing` is the reason given
    /// when there is no such file, which for a listed file means it was removed since.
    static func read(_ path: String, missing: String = "no such file") -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(openFailure(errno, path: path, missing: missing)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure("cannot read: \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure("is a directory")
        default: return .failure("not a regular file (a FIFO, socket or device)")
        }
        // Read straight into storage sized by fstat and never zero-filled (zeroing cost more page
        // faults than the read): one byte more than the size, so that reading to the end takes no
        // second buffer. A file that grew since fstat fills it, and the rest follows in chunks.
        let capacity = max(Int(status.st_size), 0) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            failure = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), count: &count)
        }
        guard failure == 0 else { return .failure("cannot read: \(String(cString: strerror(failure)))") }
        guard bytes.count == capacity else { return .bytes(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var count = 0
            failure = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0, count: &count) }
            guard failure == 0 else { return .failure("cannot read: \(String(cString: strerror(failure)))") }
            bytes += chunk[..<count]
            if count < chunk.count { return .bytes(bytes) }
        }
    }

    /// Reads into `buffer` until it is full or the file ends; `count` is how many bytes were read.
    /// Returns 0, or the `errno` of a failed read.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: inout Int) -> Int32 {
        while count < buffer.count {
            let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read > 0 {
                count += read
            } else if read == 0 {
                return 0
            } else if errno != EINTR {
                return errno
            }
        }
        return 0
    }

    private static func openFailure(_ code: Int32, path: String, missing: String) -> String {
        switch code {
        case ENOENT:
            var status = stat()
            return lstat(path, &status) == 0 ? "broken symbolic link" : missing
        case ELOOP: return "symbolic link loop"
        case EACCES: return "permission denied"
        default: return "cannot open: \(String(cString: strerror(code)))"
        }
    }

    /// Why `bytes` are not Swift text, or nil: a NUL byte marks a binary file (as git decides), and the
    /// rest must be UTF-8. Positions in the message let the user find the bad byte.
    static func textProblem(_ bytes: [UInt8]) -> String? {
        if let nul = firstNUL(bytes) {
            return "binary file (NUL byte at offset \(nul))"
        }
        if isValidUTF8(bytes) { return nil }
        var line = 1
        var lineStart = 0
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                return nil
            case .error:
                let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
                return "not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at line \(line), column \(column))"
            }
        }
    }
}

/// The offset of the first NUL byte; by the C library's vector loop, since every file read goes through here.
private func firstNUL(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
        return base.distance(to: found)
    }
}

/// The Swift files of the project under `directory` as archlint lists them (third-party and build
/// folders skipped), relative to it and in path order; for tools such as the benchmark.
public func projectSwiftFiles(under directory: String) -> [String] {
    ProjectFiles.walk(directory, root: directory).swiftFiles
}
