import CFileExchange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an atomic write failed; the target file, if it existed, is unchanged.
public struct AtomicFileError: Error, CustomStringConvertible {
    public let description: String
}

/// Writes whole files so that readers see either the old content or the new, never a partial file:
/// the bytes go to a temporary file in the target's directory (same file system, so `rename` is
/// atomic), are flushed to disk, and the temporary file then replaces the target. On Linux the
/// temporary file has no name while it is written (`O_TMPFILE`); it is named just before the rename,
/// `.archlint-PID-RANDOM.tmp`, so that one a killed process left is known as such: the first write
/// of a later run into that folder (and the walk of a project folder) removes it.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// `durable: false` skips the flush to disk, for files that can be rebuilt (the index cache).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
        try bytes.withUnsafeBytes { try write(pieces: [$0], to: path, durable: durable) }
    }

    /// `write(_:to:durable:)` of the bytes of `pieces` one after another, written from where
    /// they lie (no buffer joining them).
    static func write(pieces: [UnsafeRawBufferPointer], to path: String, durable: Bool = true) throws {
        let temporary = try temporaryFile(for: path, with: pieces, durable: durable)
        guard rename(temporary.path, path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(path, code, "cannot replace it")
        }
    }

    /// Writes a file the user named (`--output`, `--write-baseline`, the views' `--output`): a
    /// regular file is replaced as `write` does, through a symbolic link to it (the link stays, as
    /// `--fix` keeps it); a character device or FIFO (`/dev/stdout`, a pipe another tool reads) is
    /// written to as a shell's `>` would, waiting for a FIFO's reader; a directory, block device or
    /// socket is refused, never replaced, as is a symbolic link leading nowhere.
    public static func writeNamed(_ text: String, to path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            if errno == ENOENT, lstat(path, &link) == 0 {
                throw AtomicFileError(description: "cannot write '\(path)': a symbolic link to nothing is there; it is not replaced")
            }
            // Nothing there yet (or the folder cannot be reached, which the write reports).
            return try write(text, to: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try write(text, to: ProjectFiles.realPath(path) ?? path)
        case S_IFCHR, S_IFIFO:
            let descriptor = path.withCString { open($0, O_WRONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw failure(path, errno, "cannot open it") }
            defer { close(descriptor) }
            if case .failure(let error) = FileDescriptor.writeAll(descriptor, Array(text.utf8)) { throw failure(path, error.code, "cannot write") }
        default:
            let kind = [S_IFDIR: "a directory", S_IFBLK: "a block device", S_IFSOCK: "a socket"][info.st_mode & S_IFMT] ?? "a special file"
            throw AtomicFileError(description: "cannot write '\(path)': it is \(kind); only a regular file, a FIFO or a character device is written")
        }
    }

    /// Replaces the regular file at `path` (resolved: no symbolic link in it), open as `original`,
    /// with `bytes`, keeping its owner, group and permissions, but only while `path` is still that
    /// file and it holds `expected`; false when it changed (an editor's save, in place or as a new
    /// file renamed onto it), which is then left as it is. The last check comes right before the
    /// new file is swapped in. Where the file system swaps two names in one step (Linux
    /// `renameat2`, macOS `renamex_np`), the old file is checked once more after the swap, under
    /// its temporary name, and swapped back if a write reached it meanwhile; elsewhere the new file
    /// is renamed over it, and a write landing between the last check and the rename is lost.
    /// `exchange` is that one step, `archlint_exchange_files` (the tests put a race or a file system
    /// without it in its place).
    static func replace(_ path: String, openAs original: Int32, holding expected: [UInt8], with bytes: [UInt8],
                        exchange: (String, String) -> Int32 = { archlint_exchange_files($0, $1) }) throws -> Bool {
        var owner = stat()
        guard fstat(original, &owner) == 0 else { throw failure(path, errno, "cannot read it again") }
        let temporary = try bytes.withUnsafeBytes { try temporaryFile(for: path, with: [$0], durable: true, keeping: owner) }
        func isFile(_ file: stat, at path: String) -> Bool {
            var now = stat()
            return lstat(path, &now) == 0 && now.st_dev == file.st_dev && now.st_ino == file.st_ino
        }
        guard isFile(owner, at: path), holds(original, expected) else {
            unlink(temporary.path)
            return false
        }
        if exchange(temporary.path, path) == 0 {
            if isFile(owner, at: temporary.path), holds(original, expected) {
                unlink(temporary.path)
                return true
            }
            // Changed just before the swap: swapped back, unless a later save replaced the new file meanwhile (it wins).
            if isFile(temporary.file, at: path) { _ = exchange(temporary.path, path) }
            unlink(temporary.path)
            return false
        }
        var code = errno
        // No swap here (the system, the file system or a sandbox refuses it): renamed over, right after the last check.
        if [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP, EPERM].contains(code) {
            if rename(temporary.path, path) == 0 { return true }
            code = errno
        }
        unlink(temporary.path)
        throw failure(path, code, "cannot replace it")
    }

    /// Whether the file open as `descriptor` holds exactly `expected` now.
    private static func holds(_ descriptor: Int32, _ expected: [UInt8]) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) == expected.count, lseek(descriptor, 0, SEEK_SET) == 0,
              case .success(let bytes) = FileDescriptor.readAll(descriptor, expectedSize: expected.count) else { return false }
        return bytes == expected
    }

    /// `message` for a failed write to `path`; `code` comes first so it is read before the message is built.
    private static func failure(_ path: String, _ code: Int32, _ what: String) -> AtomicFileError {
        AtomicFileError(description: "cannot write '\(path)': \(what): \(String(cString: strerror(code)))")
    }

    /// A new file in `path`'s directory holding the bytes of `pieces` (flushed to disk when
    /// `durable`), with the owner, group and permissions of `keeping` when given; its path and
    /// identity. Stale temporary files in that directory are removed first (`removeStaleTemporaryFiles`).
    private static func temporaryFile(for path: String, with pieces: [UnsafeRawBufferPointer], durable: Bool,
                                      keeping model: stat? = nil) throws -> (path: String, file: stat) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        removeStaleTemporaryFilesOnce(in: directory)
        // Short and independent of the target's name, so a target name near the length limit still works.
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporaryPath = (directory == "/" ? "" : directory) + "/" + temporaryPrefix + "\(getpid())-\(random).tmp"

        #if os(Linux)
        // Falls back to a named file where the file system has no O_TMPFILE or /proc is not mounted.
        let unnamed = open(directory, unnamedTemporaryFile | O_WRONLY | O_CLOEXEC, 0o666)
        if unnamed >= 0 {
            defer { close(unnamed) }
            let file = try fill(unnamed, with: pieces, durable: durable, keeping: model) { failure(path, $0, "\($1) the temporary file") }
            if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) == 0 {
                return (temporaryPath, file)
            }
        }
        #endif

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno, "cannot create a temporary file in '\(directory)'") }
        do {
            defer { close(descriptor) }
            return (temporaryPath, try fill(descriptor, with: pieces, durable: durable, keeping: model) {
                failure(path, $0, "\($1) the temporary file '\(temporaryPath)'")
            })
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), a macro Swift does not import; the value of the
    /// generic Linux ABI (x86-64, ARM64).
    private static let unnamedTemporaryFile: Int32 = 0o20000000 | O_DIRECTORY
    #endif

    /// Gives the file `model`'s owner, group and permissions (owner first: a change of owner clears
    /// set-id bits), writes all of `pieces` and, when `durable`, flushes them to disk; its identity.
    private static func fill(_ descriptor: Int32, with pieces: [UnsafeRawBufferPointer], durable: Bool, keeping model: stat?,
                             failure: (Int32, String) -> AtomicFileError) throws -> stat {
        var file = stat()
        guard fstat(descriptor, &file) == 0 else { throw failure(errno, "cannot read the status of") }
        if let model {
            if model.st_uid != file.st_uid || model.st_gid != file.st_gid, fchown(descriptor, model.st_uid, model.st_gid) != 0 {
                throw failure(errno, "cannot give the file's owner and group to")
            }
            if fchmod(descriptor, model.st_mode & 0o7777) != 0 { throw failure(errno, "cannot set the permissions of") }
        }
        if case .failure(let error) = FileDescriptor.writeAll(descriptor, pieces) { throw failure(error.code, "cannot write") }
        guard !durable || fsync(descriptor) == 0 else { throw failure(errno, "cannot flush") }
        return file
    }

    // MARK: - temporary files a killed process left

    static let temporaryPrefix = ".archlint-"

    /// Whether `name` is a temporary file of a process that is gone: `.archlint-PID-RANDOM.tmp`
    /// with PID naming no running process (a live one's file may be about to be renamed).
    static func isStaleTemporaryName(_ name: UnsafeRawBufferPointer) -> Bool {
        let prefix = temporaryPrefix.utf8
        guard name.count > prefix.count + 6, name.starts(with: prefix), name.suffix(4).elementsEqual(".tmp".utf8) else { return false }
        var processID: Int32 = 0
        var digits = 0
        for byte in name.dropFirst(prefix.count) {
            if byte == UInt8(ascii: "-") { break }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 9 else { return false }
            processID = processID * 10 + Int32(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard processID > 0, processID != getpid() else { return false }
        return kill(processID, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale temporary files (`isStaleTemporaryName`) among the entries of `directory`.
    static func removeStaleTemporaryFiles(in directory: String) {
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        let descriptor = dirfd(folder)
        while let entry = readdir(folder) {
            let cName = UnsafeRawPointer(entry).advanced(by: ProjectFiles.nameOffset).assumingMemoryBound(to: CChar.self)
            if isStaleTemporaryName(UnsafeRawBufferPointer(start: cName, count: strlen(cName))) { unlinkat(descriptor, cName, 0) }
        }
    }

    /// The directories this process has cleaned: each once, however many files it writes there.
    private static let cleanedDirectories = CleanedDirectories()

    private final class CleanedDirectories: @unchecked Sendable {
        let lock = Lock()
        var paths = Set<String>()
    }

    private static func removeStaleTemporaryFilesOnce(in directory: String) {
        guard cleanedDirectories.lock.withLock({ cleanedDirectories.paths.insert(directory).inserted }) else { return }
        removeStaleTemporaryFiles(in: directory)
    }
}
