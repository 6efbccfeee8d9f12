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
/// temporary file has no name while it is written (`O_TMPFILE`), so a run killed mid-write leaves
/// nothing behind; it is named just before the rename.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// `durable: false` skips the flush to disk, for files that can be rebuilt (the index cache);
    /// `mode` gives the new file those permissions (a fixed source file keeps its own).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true, mode: mode_t? = nil) throws {
        try bytes.withUnsafeBytes { try write(pieces: [$0], to: path, durable: durable, mode: mode) }
    }

    /// `write(_:to:durable:mode:)` of the bytes of `pieces` one after another, written from where
    /// they lie (no buffer joining them).
    static func write(pieces: [UnsafeRawBufferPointer], to path: String, durable: Bool = true, mode: mode_t? = nil) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        // Short and independent of the target's name, so a target name near the length limit still works.
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporaryPath = (directory == "/" ? "" : directory) + "/.archlint-\(getpid())-\(random).tmp"

        /// `code` comes first so it is read before the message is built.
        func failure(_ code: Int32, _ what: String) -> AtomicFileError {
            AtomicFileError(description: "cannot write '\(path)': \(what): \(String(cString: strerror(code)))")
        }
        func replaceTarget() throws {
            guard rename(temporaryPath, path) == 0 else {
                let code = errno
                unlink(temporaryPath)
                throw failure(code, "cannot replace it")
            }
        }

        #if os(Linux)
        // Falls back to a named file where the file system has no O_TMPFILE or /proc is not mounted.
        let unnamed = open(directory, unnamedTemporaryFile | O_WRONLY | O_CLOEXEC, 0o666)
        if unnamed >= 0 {
            defer { close(unnamed) }
            try fill(unnamed, with: pieces, durable: durable, mode: mode) { failure($0, "\($1) the temporary file") }
            if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) == 0 {
                try replaceTarget()
                return
            }
        }
        #endif

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno, "cannot create a temporary file in '\(directory)'") }
        do {
            defer { close(descriptor) }
            try fill(descriptor, with: pieces, durable: durable, mode: mode) { failure($0, "\($1) the temporary file '\(temporaryPath)'") }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        try replaceTarget()
    }

    #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), a macro Swift does not import; the value of the
    /// generic Linux ABI (x86-64, ARM64).
    private static let unnamedTemporaryFile: Int32 = 0o20000000 | O_DIRECTORY
    #endif

    /// Writes all of `pieces` and, when `durable`, flushes them to disk.
    private static func fill(_ descriptor: Int32, with pieces: [UnsafeRawBufferPointer], durable: Bool, mode: mode_t?,
                             failure: (Int32, String) -> AtomicFileError) throws {
        if let mode, fchmod(descriptor, mode) != 0 { throw failure(errno, "cannot set the permissions of") }
        if case .failure(let error) = FileDescriptor.writeAll(descriptor, pieces) { throw failure(error.code, "cannot write") }
        guard !durable || fsync(descriptor) == 0 else { throw failure(errno, "cannot flush") }
    }
}
