import Foundation

/// Why an atomic write failed; the target file, if it existed, is unchanged.
public struct AtomicFileError: Error, CustomStringConvertible {
    public let description: String
}

/// Writes whole files so that readers see either the old content or the new, never a partial file:
/// the bytes go to a temporary file in the target's directory (same file system, so `rename` is
/// atomic), are flushed to disk, and the temporary file then replaces the target.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        // Short and independent of the target's name, so a target name near the length limit still works.
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporaryPath = (directory == "/" ? "" : directory) + "/.archlint-\(getpid())-\(random).tmp"

        /// `code` comes first so it is read before the message is built.
        func failure(_ code: Int32, _ what: String) -> AtomicFileError {
            AtomicFileError(description: "cannot write '\(path)': \(what): \(String(cString: strerror(code)))")
        }

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno, "cannot create a temporary file in '\(directory)'") }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }

        do {
            defer { close(descriptor) }
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if result < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    throw failure(code, "cannot write the temporary file '\(temporaryPath)'")
                }
                written += result
            }
            guard fsync(descriptor) == 0 else { throw failure(errno, "cannot flush the temporary file '\(temporaryPath)'") }
        }
        guard rename(temporaryPath, path) == 0 else { throw failure(errno, "cannot replace it") }
        renamed = true
    }
}
