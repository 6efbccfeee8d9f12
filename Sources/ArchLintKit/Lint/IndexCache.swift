#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-file index summaries kept between runs, so that an editor's `--stdin-path` or a
/// pre-commit run over a few files does not re-scan the whole project. One file per project
/// root and archlint version, replaced whole through a temporary file and a rename: concurrent
/// runs never see half a cache, and a damaged or foreign file is detected and rebuilt.
struct IndexCache {
    /// What identifies a file's content cheaply: size and modification time (nanoseconds).
    struct Stamp: Equatable {
        var size: UInt64
        var modified: Int64

        /// `stat` of `path`, nil when it cannot be read as a regular file.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        /// `stat` of `path` relative to the open folder `folder`: no joined path to build for each file.
        init?(path: String, in folder: Int32) {
            var info = stat()
            // Through `withCString`: the implicit conversion made a copy of the path per call.
            guard path.withCString({ fstatat(folder, $0, &info, 0) }) == 0 else { return nil }
            self.init(info)
        }

        /// From a `stat` result; nil unless it is a regular file.
        init?(_ info: stat) {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            size = UInt64(info.st_size)
            modified = ProjectFiles.modificationTime(info)
        }

        init(size: UInt64, modified: Int64) {
            self.size = size
            self.modified = modified
        }
    }

    /// A folder held open for `fstatat` of the files under it (no joined path to build for each),
    /// closed when released.
    final class OpenFolder: Sendable {
        let path: String
        /// -1 when it could not be opened: then paths are joined.
        private let descriptor: Int32

        init(_ path: String) {
            self.path = path
            descriptor = open(path, O_RDONLY)
        }

        deinit { if descriptor >= 0 { close(descriptor) } }

        /// The stamp of `relative`, a path under the folder.
        func stamp(of relative: String) -> Stamp? {
            descriptor >= 0 ? Stamp(path: relative, in: descriptor) : Stamp(path: path + "/" + relative)
        }

        /// The modification time of `relative`, a folder under this one (this one itself when
        /// empty); nil when it is not a folder.
        func folderModificationTime(_ relative: String) -> Int64? {
            var info = stat()
            let found = switch (descriptor >= 0, relative.isEmpty) {
            case (true, true): fstat(descriptor, &info)
            case (true, false): relative.withCString { fstatat(descriptor, $0, &info, 0) }
            case (false, true): stat(path, &info)
            case (false, false): stat(path + "/" + relative, &info)
            }
            guard found == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            return ProjectFiles.modificationTime(info)
        }
    }

    struct Entry {
        var stamp: Stamp
        /// `contentHash(of:)` of the text the entry was made from.
        var contentHash: UInt64
        /// The encoded `Body` but its tree, decoded only when used; under the file's checksum.
        var encoded: ByteSlice
        /// Where in `encoded`'s storage the encoded tree lies, behind a checksum of its own
        /// (`SelfCheckedBytes`) and outside the file's: a run reads no tree it does not ask for.
        /// Empty for build-settings files. (A range, not a slice: a second reference to the same
        /// storage was retained and released with every copy of an entry.)
        var treeBytes: Range<Int> = 0..<0

        var tree: ByteSlice { encoded.sibling(treeBytes) }
    }

    private static let magic = Array("archlint-index\n".utf8)
    private static let formatVersion: UInt64 = 20

    let file: String
    let root: String

    /// `base/<hash of the root and summary options>-<version>/index`, base being `--cache-path`,
    /// else `$XDG_CACHE_HOME/archlint`, else `~/.cache/archlint`. The summaries count the uses of the
    /// configured singleton accessors and maybe the type names, so other options are another cache.
    init(base: String, root: String, summaryOptions: FileSummary.Options = FileSummary.Options()) {
        self.root = root
        let accessors = summaryOptions.singletonAccessors.sorted().joined(separator: ",")
        var keyed = Array(root.utf8)
        if !accessors.isEmpty { keyed += Array(("\0" + accessors).utf8) }
        if summaryOptions.typeNames { keyed += Array("\0type names".utf8) }
        if summaryOptions.architecture { keyed += Array("\0architecture".utf8) }
        if summaryOptions.testReferences { keyed += Array("\0test references".utf8) }
        let key = String(FNV1a64.hash(keyed), radix: 16)
        file = base + "/" + key + "-" + ArchLint.version + "/index"
    }

    /// The folder of the cache file, where what is derived from the index alone is cached beside it.
    var folder: String { String(file[..<file.lastIndex(of: "/")!]) }

    /// Which contents of the cache file a run read: when it was written and the checksum of its
    /// facts. Files of the same folder derived from those facts alone are kept under it.
    struct Fingerprint: Sendable, Equatable {
        var writtenAt: Int64
        var checksum: UInt64
    }

    /// A project index joined wholly from the entries of one cache file as a run read it (nothing
    /// scanned, nothing saved): what is derived from the index alone can be kept in `folder`
    /// under `fingerprint`.
    struct Origin: Sendable, Equatable {
        var folder: String
        var fingerprint: Fingerprint
    }

    static func defaultBase(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/archlint" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/archlint" }
        return nil
    }

    /// A loaded cache file: its entries in path order, keyed by the path's bytes in the file's
    /// buffer (no String per entry), and the time it was written.
    struct Contents {
        /// The entries' paths, apart from the entries: a lookup copied each pair it compared.
        var paths: [ByteSlice] = []
        var entries: [Entry] = []
        var writtenAt: Int64 = 0
        /// The checksum of the header, listing and entries (their facts, not their trees).
        var checksum: UInt64 = 0
        /// The project root's listing when the cache was written, with its folders' times.
        var listing: ProjectFiles.Listing?

        var fingerprint: Fingerprint { Fingerprint(writtenAt: writtenAt, checksum: checksum) }

        /// Whether a cache file mapped for these entries shrank under them (`SharedBytes.isDamaged`).
        var readsDamagedBytes: Bool {
            var checked: SharedBytes?
            for entry in entries where entry.encoded.storage !== checked {
                checked = entry.encoded.storage
                if entry.encoded.storage.isDamaged { return true }
            }
            return false
        }

        /// The cached listing as it is now: checked by a `stat` of each folder (in parallel), far
        /// cheaper than reading every folder again, and the folders that changed read again
        /// (`ProjectFiles.refreshed`). A folder modified within two seconds of the cache's writing
        /// may have changed unseen, so it is read again too. nil when there is no listing or it
        /// cannot be brought up to date: then the root is walked.
        func currentListing(root: String, jobs: Int) -> CurrentListing? {
            let rootFolder = OpenFolder(root)
            return currentListing(root: root, times: parallelMap(listing?.folders ?? [], jobs: jobs) { rootFolder.folderModificationTime($0.path) },
                                  jobs: jobs)
        }

        /// `currentListing(root:jobs:)` with the folders' `times` as they are now (by `OpenFolder.folderModificationTime`).
        func currentListing(root: String, times: [Int64?], jobs: Int) -> CurrentListing? {
            guard let listing, !listing.folders.isEmpty, times.count == listing.folders.count else { return nil }
            let trustedBefore = writtenAt - 2_000_000_000
            var changed: [(position: Int, isFolder: Bool)] = []
            for (position, folder) in listing.folders.enumerated() where times[position] != folder.modified || folder.modified >= trustedBefore {
                changed.append((position, times[position] != nil))
            }
            if changed.isEmpty { return CurrentListing(listing: listing, foldersRead: 0) }
            return ProjectFiles.refreshed(listing, changed: changed, root: root, jobs: jobs).map {
                CurrentListing(listing: $0, foldersRead: changed.count)
            }
        }

        /// The entry of `path`, by binary search.
        func entry(for path: String) -> Entry? {
            position(of: path).map { entries[$0] }
        }

        /// The entries of `wanted`, as `entry(for:)` finds them: taken in step while the paths come
        /// in the entries' order (a listing's do), each other one by binary search. A lookup per
        /// file cost a warm one-file run as much as decoding the files' facts.
        func entries(for wanted: [String]) -> [Entry?] {
            var next = 0
            return wanted.map { path in
                var path = path
                let inStep = next < paths.count && path.withUTF8 { key in
                    paths[next].withUnsafeBytes { compareBytes($0, UnsafeRawBufferPointer(key)) } == 0
                }
                guard let found = inStep ? next : position(of: path) else { return nil }
                next = found + 1
                return entries[found]
            }
        }

        private func position(of path: String) -> Int? {
            var path = path
            return path.withUTF8 { key in
                var low = 0, high = paths.count
                while low < high {
                    let middle = (low + high) / 2
                    let order = paths[middle].withUnsafeBytes { compareBytes($0, UnsafeRawBufferPointer(key)) }
                    if order == 0 { return middle }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
    }

    /// The root's listing as a run finds it from the cache's (`Contents.currentListing`).
    struct CurrentListing {
        var listing: ProjectFiles.Listing
        /// How many of the cached listing's folders changed (or may have) since the cache was
        /// written: each was read again, or dropped with the folder holding it.
        var foldersRead: Int

        /// More folders changed than are cheaper to read again on every run than the cache file
        /// is to write (with a few, as after an editor's saves, the cache and everything kept
        /// beside it for its contents stay as they are).
        var isWorthSaving: Bool { foldersRead > 16 }
    }

    /// The cache file's contents, empty when it is missing, damaged, or written for another root or
    /// version; and their listing as it is now (`Contents.currentListing`), its folders `stat`ed
    /// by the other threads while one reads and checks the entries, and by that one too once it is
    /// done (one after the other, the two took a seventh of a warm one-file run; side by side, the
    /// thread reading the entries waited for the other's `stat`s).
    ///
    /// The file is the header, the listing and every entry but its tree, then a checksum of all
    /// that, then the entries' trees, each with its own checksum: the trees are most of the file
    /// (82 % in element-x-ios), and a warm run over one file decodes a few of them.
    /// `mapped` receives the file's size as soon as it is mapped, `listed` the cached listing as soon
    /// as it is read, before the entries are.
    func load(jobs: Int, mapped: (Int) -> Void = { _ in }, listed: (ProjectFiles.Listing) -> Void = { _ in })
        -> (contents: Contents, currentListing: CurrentListing?) {
        guard let (header, entries) = loadHeader(mapped: mapped) else { return (Contents(), nil) }
        if let listing = header.listing { listed(listing) }
        // Each folder looked up from the open root: joining its path to the root's cost more than
        // the `stat`. The checksum has half the threads (a large project's on a machine of many cores).
        let rootFolder = OpenFolder(root)
        let (contents, times) = parallelMap(header.listing?.folders ?? [], jobs: jobs, besides: {
            Self.readEntries(after: header, entries, jobs: max(1, jobs / 2))
        }) { rootFolder.folderModificationTime($0.path) }
        // Damaged entries void the listing with them; so does a file truncated while read.
        guard !entries.storage.isDamaged else { return (Contents(), nil) }
        return (contents, contents.listing == nil ? nil : header.currentListing(root: root, times: times, jobs: jobs))
    }

    /// The contents up to the entries (the time written and the listing), and the file's bytes from the entries on.
    private func loadHeader(mapped sizeMapped: (Int) -> Void) -> (Contents, ByteSlice)? {
        guard let mapped = SharedBytes(mapping: file) else { return nil }
        sizeMapped(mapped.count)
        guard mapped.count > Self.magic.count + 8 else { return nil }
        let bytes = ByteSlice(mapped)
        guard bytes[0..<Self.magic.count].withUnsafeBytes({ $0.elementsEqual(Self.magic) }) else { return nil }
        var reader = BinaryReader(bytes[Self.magic.count..<bytes.count])
        do {
            guard try reader.readUInt() == Self.formatVersion, try reader.readString() == ArchLint.version,
                  try reader.readString() == root else { return nil }
            var contents = Contents(writtenAt: Int64(try reader.readInt()))
            if try reader.readBool() {
                var listing = ProjectFiles.Listing()
                listing.folders = try (0..<reader.readCount()).map { _ in (try reader.readString(), Int64(try reader.readInt())) }
                listing.swiftFiles = try reader.readStrings()
                listing.stamps = listing.swiftFiles.map { _ in nil }
                listing.escapingLinks = try reader.readStrings()
                listing.manifests = try reader.readStrings()
                listing.pbxprojs = try reader.readStrings()
                listing.headers = try reader.readStrings()
                listing.xcconfigs = try reader.readStrings()
                contents.listing = listing
            }
            return (contents, bytes[reader.position..<bytes.endIndex])
        } catch {
            return nil
        }
    }

    /// `header` with the entries read from `rest` (the file's bytes from the entries on), checked;
    /// empty contents when they are damaged.
    private static func readEntries(after header: Contents, _ rest: ByteSlice, jobs: Int) -> Contents {
        var contents = header, reader = BinaryReader(rest)
        let bytes = ByteSlice(rest.storage)
        do {
            let count = try reader.readCount()
            // Built apart and moved in: appending through `contents` copied its listing for every entry.
            var paths: [ByteSlice] = [], entries: [Entry] = []
            paths.reserveCapacity(count)
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.readBytes(try reader.readCount())
                // Strictly increasing, as the binary search needs.
                if let previous = paths.last,
                   previous.withUnsafeBytes({ old in path.withUnsafeBytes { compareBytes(old, $0) } }) >= 0 {
                    return Contents()
                }
                let stamp = Stamp(size: try reader.readUInt(), modified: Int64(try reader.readInt()))
                let hash = try reader.readRaw()
                let length = try reader.readCount()
                let encoded = try reader.readBytes(length)
                // The tree's length for now; where it lies once the trees' start is known.
                paths.append(path)
                entries.append(Entry(stamp: stamp, contentHash: hash, encoded: encoded, treeBytes: 0..<Int(try reader.readCount())))
            }
            let checked = reader.position
            contents.checksum = bytes[0..<checked].chunkedChecksum(jobs: jobs)
            guard try reader.readRaw() == contents.checksum else { return Contents() }
            // The trees follow in the entries' order and fill the rest of the file exactly. Set
            // before the entries move into `contents`, where a second reference copied them all.
            var start = reader.position
            for position in entries.indices {
                let length = entries[position].treeBytes.count
                guard length <= bytes.endIndex - start else { return Contents() }
                entries[position].treeBytes = start..<start + length
                start += length
            }
            guard start == bytes.endIndex else { return Contents() }
            contents.paths = paths
            contents.entries = entries
            return contents
        } catch {
            return Contents()
        }
    }

    /// Writes every entry, in path order, through a temporary file and a rename. Returns what
    /// was written, as `load` would read it back (for a workspace that lints again).
    @discardableResult
    func save(_ entries: [String: Entry], listing: ProjectFiles.Listing?, jobs: Int) -> Contents {
        let writtenAt = Self.now()
        let paths = entries.keys.sorted(by: { $0.precedesInPathOrder($1) })
        let ordered = paths.map { entries[$0]! }
        var writer = BinaryWriter()
        writer.append(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(ArchLint.version)
        writer.write(root)
        writer.write(Int(writtenAt))
        writer.write(listing != nil)
        if let listing {
            writer.write(UInt64(listing.folders.count))
            for folder in listing.folders {
                writer.write(folder.path)
                writer.write(Int(folder.modified))
            }
            for paths in [listing.swiftFiles, listing.escapingLinks, listing.manifests, listing.pbxprojs, listing.headers, listing.xcconfigs] { writer.write(paths) }
        }
        writer.write(UInt64(entries.count))
        for (path, entry) in zip(paths, ordered) {
            writer.write(path)
            writer.write(entry.stamp.size)
            writer.write(Int(entry.stamp.modified))
            writer.writeRaw(entry.contentHash)
            writer.write(UInt64(entry.encoded.count))
            writer.append(entry.encoded)
            writer.write(UInt64(entry.tree.count))
        }
        let checksum = ByteSlice(writer.bytes).chunkedChecksum(jobs: jobs)
        writer.writeRaw(checksum)
        // The trees follow as they lie, most in the loaded cache file's mapping, one run of
        // consecutive trees at a time: copied after the rest into one buffer, their pages' faults
        // and the copy were a third of a pre-commit run over ten edited files.
        var trees: [ByteSlice] = []
        for tree in ordered.lazy.map(\.tree) where tree.count > 0 {
            if let last = trees.last, last.storage === tree.storage, last.endIndex == tree.startIndex {
                trees[trees.count - 1] = last.sibling(last.startIndex..<tree.endIndex)
            } else {
                trees.append(tree)
            }
        }
        if ProjectFiles.makeDirectories(folder) {
            // A cache that cannot be written only costs time on the next run. Not flushed to disk:
            // after a crash, a torn file fails its checksum and is rebuilt.
            writer.bytes.withUnsafeBytes { head in
                withExtendedLifetime(trees) {
                    let pieces = [head] + trees.map { UnsafeRawBufferPointer(start: $0.storage.base + $0.startIndex, count: $0.count) }
                    try? AtomicFile.write(pieces: pieces, to: file, durable: false)
                }
            }
        }
        // Stamps taken during a walk go stale; `load` leaves them unknown too, so each file is `stat`ed again.
        var savedListing = listing
        if let swiftFiles = listing?.swiftFiles { savedListing?.stamps = swiftFiles.map { _ in nil } }
        return Contents(paths: paths.map { ByteSlice(Array($0.utf8)) }, entries: ordered, writtenAt: writtenAt, checksum: checksum,
                        listing: savedListing)
    }

    /// Removes the cache file (damaged): the next run reads every file and writes it again.
    func discard() { unlink(file) }

    /// Nanoseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// A cache entry's body: the file's facts, its manifest (for `Package.swift`) and its tree,
    /// which stays encoded (and unchecked) until a rule asks for it.
    struct Body {
        var facts: FileFacts
        var manifest: PackageManifest?
        var tree: SelfCheckedBytes
    }

    /// A Swift file's entry: `stamp`, the hash of `bytes`, and its facts and tree encoded.
    static func entry(_ facts: FileFacts, tree: DeclarationTree, manifest: PackageManifest?, stamp: Stamp, bytes: [UInt8]) -> Entry {
        var writer = BinaryWriter()
        facts.encode(to: &writer)
        writer.write(manifest != nil)
        manifest?.encode(to: &writer)
        let factsEnd = writer.bytes.count
        var treeWriter = BinaryWriter()
        tree.encode(to: &treeWriter)
        // One buffer for both: an entry holds one reference.
        writer.append(SelfCheckedBytes.sealing(treeWriter.bytes).bytes)
        let encoded = ByteSlice(writer.bytes)
        return Entry(stamp: stamp, contentHash: contentHash(of: bytes), encoded: encoded[0..<factsEnd],
                     treeBytes: factsEnd..<encoded.endIndex)
    }

    /// A file's text hashed a word at a time: every file to lint is hashed when its entry is
    /// checked against it (`Linter.indexedFile`), which a byte at a time cost a tenth of its scan.
    static func contentHash(of bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes(FNV1a64.wordHash) }

    /// `detailsLock`: what the facts' details are decoded under (`FileFacts.details`), one for a run's facts.
    static func decode(_ entry: Entry, path: String, detailsLock: Lock = Lock()) -> Body? {
        var reader = BinaryReader(entry.encoded)
        guard let facts = try? FileFacts(from: &reader, path: path, detailsLock: detailsLock), let hasManifest = try? reader.readBool() else { return nil }
        var manifest: PackageManifest?
        if hasManifest {
            guard let read = try? PackageManifest(from: &reader) else { return nil }
            manifest = read
        }
        guard reader.isAtEnd else { return nil }
        return Body(facts: facts, manifest: manifest, tree: SelfCheckedBytes(entry.tree))
    }
}

