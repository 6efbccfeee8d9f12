#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding files: the project root, the Swift files under it, and paths given on the command line.
enum ProjectFiles {
    /// Folders never walked: build output, VCS data and third-party code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "checkouts", "vendor", "fastlane"]

    /// The project root for the first path: the nearest folder above it holding `.archlint.yml`,
    /// else the git work-tree root, else the outermost folder above it holding a project file
    /// (`projectMarkers`; never `/`, `home` or above it), else the folder given (or the file's folder).
    /// A checkout without git (an archive, an editor on a copy) thus finds the same root as with git.
    static func projectRoot(for path: String, home: String?) -> String {
        let start = isDirectory(path) ? path : parentFolder(of: path)
        return nearestFolder(from: start) { exists($0 + "/.archlint.yml") }
            ?? nearestFolder(from: start) { exists($0 + "/.git") }
            ?? outermostProjectFolder(from: start, home: home)
            ?? start
    }

    /// The git work tree holding `projectRoot` (the nearest folder with a `.git` folder, or a `.git`
    /// file as in linked worktrees and submodules), else `projectRoot` itself: code-scanning
    /// services resolve report paths against it.
    static func repositoryRoot(containing projectRoot: String) -> String {
        nearestFolder(from: projectRoot) { exists($0 + "/.git") } ?? projectRoot
    }

    /// Files and bundles that mark a project's folder: SwiftPM, Xcode, XcodeGen and Tuist.
    private static let projectFiles = ["Package.swift", "project.yml", "Project.swift", "Workspace.swift"]
    private static let projectBundleSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The outermost of `start` and its ancestors that holds a project file, below `/` and below `home`
    /// (a home folder, or anything above it, is never a project however it is cluttered).
    static func outermostProjectFolder(from start: String, home: String?) -> String? {
        let homeFolder = home.map { absolute($0, base: "/") }
        var found: String?
        var folder = start
        while folder != "/", !folder.isEmpty {
            if let homeFolder, folder == homeFolder || relative(homeFolder, to: folder) != nil { break }
            if holdsProjectFile(folder) { found = folder }
            let parent = parentFolder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return found
    }

    private static func holdsProjectFile(_ folder: String) -> Bool {
        if projectFiles.contains(where: { exists(folder + "/" + $0) }) { return true }
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let name = UnsafeRawBufferPointer(start: cName, count: strlen(cName))
            if projectBundleSuffixes.contains(where: { name.count > $0.utf8.count && name.suffix($0.utf8.count).elementsEqual($0.utf8) }) {
                return true
            }
        }
        return false
    }

    /// `start` or the nearest folder above it for which `holds` is true.
    static func nearestFolder(from start: String, where holds: (String) -> Bool) -> String? {
        var folder = start
        while true {
            if holds(folder) { return folder }
            let parent = parentFolder(of: folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// `/a/b/c` → `/a/b`, `/a` → `/`, `c` → "" (what `deletingLastPathComponent` gives).
    static func parentFolder(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// Whether anything (file, folder, link to an existing target) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
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
        /// The paths a run indexes, in path order: the Swift files, the headers and `others`
        /// (links named on the command line, editors' buffers), each once; with the stamps the
        /// listing has of them.
        func indexed(adding others: some Sequence<String> = [String]()) -> (paths: [String], stamps: [IndexCache.Stamp?]) {
            var paths = swiftFiles, stamps = self.stamps
            for path in headers + Array(others) {
                let place = paths.positionInPathOrder(of: path)
                guard place == paths.endIndex || paths[place] != path else { continue }
                paths.insert(path, at: place)
                stamps.insert(nil, at: place)
            }
            return (paths, stamps)
        }

        /// Swift files, relative to the walked folder's root, in path order.
        var swiftFiles: [String] = []
        /// Size and modification time of each of `swiftFiles` (nil when `stat` failed or the walk is
        /// not for a cache), taken during the walk relative to the open folder: cheaper than a `stat`
        /// of the whole path later.
        var stamps: [IndexCache.Stamp?] = []
        /// Objective-C headers (`*.h`), read for the classes they declare, in path order.
        var headers: [String] = []
        /// Swift files that are symbolic links resolving outside the project root; not in `swiftFiles`.
        var escapingLinks: [String] = []
        var manifests: [String] = []
        var pbxprojs: [String] = []
        /// `.xcconfig` files (build settings a pbxproj can name).
        var xcconfigs: [String] = []
        /// Every folder looked into (the walked folder as "") with its modification time, when asked
        /// for: a folder's time changes whenever an entry is added, removed or renamed in it, so
        /// unchanged times mean an unchanged listing (`IndexCache`).
        var folders: [(path: String, modified: Int64)] = []

        /// Adds what `other` lists, unsorted.
        mutating func add(_ other: Listing) {
            swiftFiles += other.swiftFiles
            stamps += other.stamps
            headers += other.headers
            xcconfigs += other.xcconfigs
            pbxprojs += other.pbxprojs
            manifests += other.manifests
            escapingLinks += other.escapingLinks
            folders += other.folders
        }
    }

    /// Walks `folder` (absolute) a level of folders at a time, each level's folders read on `jobs`
    /// threads (the kernel's directory and `stat` work was a tenth of a whole-tree run, on one core);
    /// paths come back relative to `root`, in path order. Symbolic links to folders are not followed
    /// (no loops, nothing outside the project); links to files outside the root are listed apart, so
    /// that only a file named on the command line is read through one. `forCache`: the folders' and
    /// Swift files' times are recorded (`IndexCache`); without a cache nothing reads them.
    static func walk(_ folder: String, root: String, forCache: Bool = false, jobs: Int = 1) -> Listing {
        guard let folderRelative = relative(folder, to: root) else { return Listing() }
        var listing = Listing()
        let realRoot = realPath(root) ?? root
        walk([PendingFolder(absolute: folder, prefix: folderRelative.isEmpty ? "" : folderRelative + "/")], into: &listing,
             realRoots: RealRoots(root: realRoot, walked: folder == root ? realRoot : realPath(folder) ?? folder), forCache: forCache, jobs: jobs)
        let order = listing.swiftFiles.indices.sorted { listing.swiftFiles[$0].precedesInPathOrder(listing.swiftFiles[$1]) }
        listing.swiftFiles = order.map { listing.swiftFiles[$0] }
        listing.stamps = order.map { listing.stamps[$0] }
        listing.headers.sort { $0.precedesInPathOrder($1) }
        listing.escapingLinks.sort { $0.precedesInPathOrder($1) }
        listing.manifests.sort { $0.precedesInPathOrder($1) }
        listing.pbxprojs.sort { $0.precedesInPathOrder($1) }
        listing.xcconfigs.sort { $0.precedesInPathOrder($1) }
        return listing
    }

    /// Adds what lies in `folders` and every folder under them to `listing`, unsorted, reading a
    /// level of folders at a time on `jobs` threads.
    private static func walk(_ folders: [PendingFolder], into listing: inout Listing, realRoots: RealRoots, forCache: Bool, jobs: Int) {
        var level = folders
        while !level.isEmpty {
            let contents = parallelMap(level, jobs: jobs) { readFolder($0, realRoots: realRoots, forCache: forCache) }
            level = []
            for (folder, subfolders) in contents {
                listing.add(folder)
                level += subfolders
            }
        }
    }

    /// `listing` (the root's, walked for a cache) brought up to date where the folders at `changed`
    /// (positions in `listing.folders`, with whether each is still a folder) changed or may have:
    /// each is read again (for an `.xcodeproj`, the folder holding it), a subfolder new to it walked
    /// whole, one gone from it dropped with everything under it. An editor's save writes a new file
    /// and renames it over the old, which changes the folder's time: reading that folder again
    /// instead of walking every folder kept the run after each save from walking the project and
    /// writing the cache anew. nil when a folder went away with none above it read again, or one
    /// cannot be read: then the root is walked.
    static func refreshed(_ listing: Listing, changed: [(position: Int, isFolder: Bool)], root: String, jobs: Int) -> Listing? {
        var toRead = Set<String>(), gone: [String] = []
        for (position, isFolder) in changed {
            let path = listing.folders[position].path
            if path.hasSuffix(".xcodeproj") {
                toRead.insert(parentFolder(of: path))
            } else if isFolder {
                toRead.insert(path)
            } else {
                gone.append(path)
            }
        }
        // A folder goes away from the folder holding it, whose time that changes.
        for path in gone {
            var folder = path
            repeat { folder = parentFolder(of: folder) } while !toRead.contains(folder) && !folder.isEmpty
            guard toRead.contains(folder) else { return nil }
        }
        // The folders that each folder to read held when the listing was made (their own entries
        // are checked by their own times).
        // (Each path's folder taken as a slice of it: a string made for each of the listing's paths
        // was most of a refresh's cost.)
        let toReadSlices = Set(toRead.map { Substring($0) })
        var heldFolders: [String: Set<String>] = [:]
        for folder in listing.folders where !folder.path.isEmpty && !folder.path.hasSuffix(".xcodeproj") {
            let parent = folderOfListed(Substring(folder.path))
            if toReadSlices.contains(parent) { heldFolders[String(parent), default: []].insert(folder.path) }
        }
        let realRoot = realPath(root) ?? root
        let realRoots = RealRoots(root: realRoot, walked: realRoot)
        var read = Set<Substring>(), dropped = Set<Substring>(), added = Listing(), newFolders: [PendingFolder] = []
        // Looked up by each folder holding the path: a path costs its depth, not the number of folders gone.
        func isDropped(_ path: String) -> Bool {
            guard !dropped.isEmpty else { return false }
            var folder = Substring(path)
            while !folder.isEmpty {
                if dropped.contains(folder) { return true }
                folder = folderOfListed(folder)
            }
            return false
        }
        // Outer folders first, so that a folder that went from the one holding it is not read.
        for folder in toRead.sorted(by: { $0.precedesInPathOrder($1) }) where !isDropped(folder) {
            let (contents, subfolders) = readFolder(PendingFolder(absolute: folder.isEmpty ? root : root + "/" + folder,
                                                                  prefix: folder.isEmpty ? "" : folder + "/"),
                                                    realRoots: realRoots, forCache: true)
            guard contents.folders.first?.path == folder else { return nil }
            read.insert(Substring(folder))
            added.add(contents)
            let held = heldFolders[folder] ?? []
            let holds = Set(subfolders.map { String($0.prefix.dropLast()) })
            dropped.formUnion(held.subtracting(holds).map { Substring($0) })
            newFolders += subfolders.filter { !held.contains(String($0.prefix.dropLast())) }
        }
        walk(newFolders, into: &added, realRoots: realRoots, forCache: true, jobs: jobs)
        // What a folder read again lists (a pbxproj is listed by the folder holding its project) or
        // lay under a folder gone is dropped; the rest is kept as it was, in path order.
        func isKept(_ path: String, levels: Int = 1) -> Bool {
            var folder = Substring(path)
            for _ in 0..<levels { folder = folderOfListed(folder) }
            return !read.contains(folder) && !isDropped(path)
        }
        var current = Listing()
        let keptFiles = listing.swiftFiles.indices.filter { isKept(listing.swiftFiles[$0]) }
        let addedOrder = added.swiftFiles.indices.sorted { added.swiftFiles[$0].precedesInPathOrder(added.swiftFiles[$1]) }
        (current.swiftFiles, current.stamps) = mergedInPathOrder(
            (keptFiles.map { listing.swiftFiles[$0] }, keptFiles.map { listing.stamps[$0] }),
            (addedOrder.map { added.swiftFiles[$0] }, addedOrder.map { added.stamps[$0] }))
        current.headers = mergedInPathOrder(listing.headers.filter { isKept($0) }, added.headers)
        current.escapingLinks = mergedInPathOrder(listing.escapingLinks.filter { isKept($0) }, added.escapingLinks)
        current.manifests = mergedInPathOrder(listing.manifests.filter { isKept($0) }, added.manifests)
        current.pbxprojs = mergedInPathOrder(listing.pbxprojs.filter { isKept($0, levels: 2) }, added.pbxprojs)
        current.xcconfigs = mergedInPathOrder(listing.xcconfigs.filter { isKept($0) }, added.xcconfigs)
        current.folders = listing.folders.filter { folder in
            !read.contains(Substring(folder.path)) && (!folder.path.hasSuffix(".xcodeproj") || isKept(folder.path))
                && !isDropped(folder.path)
        } + added.folders
        return current
    }

    /// The folder of a listed path (relative, with no trailing slash): what comes before its last slash.
    private static func folderOfListed(_ path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path.prefix(0) }
        return path[..<slash]
    }

    /// `kept` and `added` in one list in path order; `kept` is in path order already.
    private static func mergedInPathOrder(_ kept: [String], _ added: [String]) -> [String] {
        mergedInPathOrder((kept, kept.map { _ in nil }), (added.sorted { $0.precedesInPathOrder($1) }, added.map { _ in nil })).paths
    }

    /// Two lists of paths in path order, each with their stamps, merged in path order.
    private static func mergedInPathOrder(_ left: (paths: [String], stamps: [IndexCache.Stamp?]),
                                          _ right: (paths: [String], stamps: [IndexCache.Stamp?]))
        -> (paths: [String], stamps: [IndexCache.Stamp?]) {
        var merged: (paths: [String], stamps: [IndexCache.Stamp?]) = ([], [])
        merged.paths.reserveCapacity(left.paths.count + right.paths.count)
        merged.stamps.reserveCapacity(left.paths.count + right.paths.count)
        var (leftNext, rightNext) = (0, 0)
        while leftNext < left.paths.count || rightNext < right.paths.count {
            if rightNext == right.paths.count
                || (leftNext < left.paths.count && left.paths[leftNext].precedesInPathOrder(right.paths[rightNext])) {
                merged.paths.append(left.paths[leftNext])
                merged.stamps.append(left.stamps[leftNext])
                leftNext += 1
            } else {
                merged.paths.append(right.paths[rightNext])
                merged.stamps.append(right.stamps[rightNext])
                rightNext += 1
            }
        }
        return merged
    }

    /// The real paths (`realPath`) of the project root and of the folder walked (the root, or a
    /// folder under it named on the command line), against which links are resolved.
    private struct RealRoots: Sendable {
        var root: String
        var walked: String
    }

    private struct PendingFolder: Sendable {
        var absolute: String
        /// The folder's path relative to the root, with a trailing `/` (empty for the root).
        var prefix: String
    }

    /// One folder's own entries, unsorted, and its subfolders to walk.
    private static func readFolder(_ pending: PendingFolder, realRoots: RealRoots, forCache: Bool)
        -> (contents: Listing, subfolders: [PendingFolder]) {
        var contents = Listing()
        var subfolders: [PendingFolder] = []
        let (current, prefix) = (pending.absolute, pending.prefix)
        guard let directory = opendir(current) else { return (contents, subfolders) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var folderInfo = stat()
        if forCache, fstat(descriptor, &folderInfo) == 0 {
            contents.folders.append((String(prefix.dropLast()), modificationTime(folderInfo)))
        }
        while let entry = readdir(directory) {
            // The name is looked at in place; a String is made only for a folder or a Swift file.
            let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let nameBytes = UnsafeRawBufferPointer(start: cName, count: strlen(cName))
            let kind = WalkedName(nameBytes)
            if kind == .other { continue }
            if kind == .temporaryFile {
                // One a run killed before its rename left (`AtomicFile`): removed once its process is gone.
                if AtomicFile.isStaleTemporaryName(nameBytes) { unlinkat(descriptor, cName, 0) }
                continue
            }
            var type = entry.pointee.d_type
            var info = stat()
            if type == UInt8(DT_UNKNOWN) {
                type = fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 ? directoryEntryType(info) : UInt8(DT_UNKNOWN)
            }
            let isSwift = kind == .swiftFile || kind == .packageManifest
            if kind == .objectiveCHeader {
                // Headers are read for one fact; a link is not followed out of the tree for it.
                if type == UInt8(DT_REG) { contents.headers.append(prefix + String(cString: cName)) }
                continue
            }
            if kind == .xcconfig {
                if type == UInt8(DT_REG) { contents.xcconfigs.append(prefix + String(cString: cName)) }
                continue
            }
            // A FIFO, socket or device named `.swift` is listed too: reading it reports why it is skipped.
            guard type == UInt8(DT_DIR) || isSwift else { continue }
            let name = String(cString: cName)
            if type == UInt8(DT_DIR) {
                let full = current + "/" + name
                switch kind {
                // Asset catalogs and localization folders hold resources, never sources: about half of
                // the eight apps' folders are in them (every image and colour set is a folder).
                case .skippedFolder, .resourceFolder: continue
                case .xcodeproj:
                    if forCache, fstatat(descriptor, cName, &info, 0) == 0 {
                        contents.folders.append((prefix + name, modificationTime(info)))
                    }
                    let pbxproj = full + "/project.pbxproj"
                    if fileType(pbxproj, followingLinks: true) == UInt8(DT_REG), let target = realPath(pbxproj),
                       relative(target, to: realRoots.root) != nil {
                        contents.pbxprojs.append(prefix + name + "/project.pbxproj")
                    }
                default:
                    subfolders.append(PendingFolder(absolute: full, prefix: prefix + name + "/"))
                }
            } else {
                let path = prefix + name
                if type == UInt8(DT_LNK) {
                    let full = current + "/" + name
                    if fileType(full, followingLinks: true) == UInt8(DT_DIR) { continue }
                    // A dangling link or a link loop has no real path; reading it reports why.
                    if let target = realPath(full) {
                        guard relative(target, to: realRoots.root) != nil else {
                            contents.escapingLinks.append(path)
                            continue
                        }
                        // A link to a Swift file this walk lists where it lies: that file is linted, once.
                        if let walked = relative(target, to: realRoots.walked), isListedWhereItLies(walked) { continue }
                    }
                }
                contents.swiftFiles.append(path)
                let isFile = type == UInt8(DT_REG) || type == UInt8(DT_LNK)
                contents.stamps.append(forCache && isFile && fstatat(descriptor, cName, &info, 0) == 0 ? IndexCache.Stamp(info) : nil)
                if kind == .packageManifest { contents.manifests.append(path) }
            }
        }
        return (contents, subfolders)
    }

    /// `paths` (relative to `root`) without those of `named` that reach, through a symbolic link, a
    /// file another of `paths` lints, or that an earlier one of them reached: a file and a link to it
    /// named together (or a link named with the folder holding its file) are linted once, as the file.
    static func oncePerRealFile(_ paths: [String], named: Set<String>, root: String) -> [String] {
        guard !named.isEmpty else { return paths }
        let realRoot = realPath(root) ?? root
        let realPrefix = realRoot == "/" ? "/" : realRoot + "/"
        var realFiles: [String: String] = [:]
        for path in named {
            if let real = realPath(root + "/" + path), real != realPrefix + path { realFiles[path] = real }
        }
        guard !realFiles.isEmpty else { return paths }
        let linted = Set(paths)
        var reached = Set<String>()
        return paths.filter { path in
            guard let real = realFiles[path] else { return true }
            if let lintedWhereItLies = relative(real, to: realRoot), linted.contains(lintedWhereItLies) { return false }
            return reached.insert(real).inserted
        }
    }

    /// Whether a walk lists the file at `path` (relative to the walked folder, with no symbolic link
    /// in it) where it lies: a Swift file in folders the walk enters.
    private static func isListedWhereItLies(_ path: String) -> Bool {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        return components.indices.allSatisfy { index in
            Array(components[index]).withUnsafeBytes { name in
                let kind = WalkedName(name)
                if index == components.indices.last { return kind == .swiftFile || kind == .packageManifest }
                return kind == .swiftFile || kind == .packageManifest || kind == .folderOrOther
            }
        }
    }

    /// Offset of `d_name` in a `dirent`.
    static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// What a directory entry's name makes it, before its type is known.
    private enum WalkedName {
        case swiftFile, packageManifest, objectiveCHeader, xcconfig, skippedFolder, resourceFolder, xcodeproj, folderOrOther, other
        /// `AtomicFile`'s temporary file (`.archlint-PID-RANDOM.tmp`).
        case temporaryFile

        init(_ name: UnsafeRawBufferPointer) {
            if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) {
                self = .other
            } else if name.first == UInt8(ascii: "."), name.starts(with: AtomicFile.temporaryPrefix.utf8), name.suffix(4).elementsEqual(".tmp".utf8) {
                self = .temporaryFile
            } else if name.elementsEqual("Package.swift".utf8) {
                self = .packageManifest
            } else if name.count > 6, name.suffix(6).elementsEqual(".swift".utf8) {
                self = .swiftFile
            } else if name.count > 2, name.suffix(2).elementsEqual(".h".utf8) {
                self = .objectiveCHeader
            } else if ProjectFiles.skippedFolderNames.contains(where: { name.elementsEqual($0) }) {
                self = .skippedFolder
            } else if name.count > 9, name.suffix(9).elementsEqual(".xcassets".utf8) {
                self = .resourceFolder
            } else if name.count > 6, name.suffix(6).elementsEqual(".lproj".utf8) {
                self = .resourceFolder
            } else if name.count > 10, name.suffix(10).elementsEqual(".xcodeproj".utf8) {
                self = .xcodeproj
            } else if name.count > 9, name.suffix(9).elementsEqual(".xcconfig".utf8) {
                self = .xcconfig
            } else {
                self = .folderOrOther
            }
        }
    }

    private static let skippedFolderNames = skippedFolders.map { Array($0.utf8) }

    /// Whether a folder of the relative `path` (not its last component) is one never walked.
    static func isInSkippedFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                let folder = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<index])
                if skippedFolderNames.contains(where: { folder.elementsEqual($0) }) { return true }
                start = index + 1
            }
            return false
        }
    }

    /// Nanoseconds since 1970.
    static func modificationTime(_ info: stat) -> Int64 {
        #if canImport(Darwin)
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }

    private static func directoryEntryType(_ info: stat) -> UInt8 {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// The `DT_` type of `path`, from `stat` or `lstat`; `DT_UNKNOWN` when it cannot be read.
    static func fileType(_ path: String, followingLinks: Bool) -> UInt8 {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return UInt8(DT_UNKNOWN) }
        return directoryEntryType(info)
    }

    /// The path with every symbolic link resolved, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `folder` and its parents; false when that fails.
    static func makeDirectories(_ folder: String) -> Bool {
        if isDirectory(folder) { return true }
        let parent = parentFolder(of: folder)
        guard parent != folder, parent.isEmpty || makeDirectories(parent) else { return false }
        return mkdir(folder, 0o755) == 0 || isDirectory(folder)
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
        // Through `withCString`, like every path handed to the system per file: the implicit
        // conversion copied the path into a new array each time.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return .failure(openFailure(errno, path: path, missing: missing)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure("cannot read: \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure("is a directory")
        default: return .failure("not a regular file (a FIFO, socket or device)")
        }
        switch FileDescriptor.readAll(descriptor, expectedSize: Int(status.st_size)) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(let error): return .failure("cannot read: \(error)")
        }
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
