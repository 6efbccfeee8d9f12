#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// An `errno` value from a failed system call.
struct SystemError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}

/// Whole reads and writes on an open file descriptor, retrying interrupted calls.
enum FileDescriptor {
    /// Everything up to end of file, or the first bytes past `limit` (which the caller then refuses).
    /// `expectedSize` (a regular file's size) lets the common case read straight into one
    /// uninitialised array, with no zero-filled staging buffer.
    static func readAll(_ descriptor: Int32, expectedSize: Int = 0, limit: Int = .max) -> Result<[UInt8], SystemError> {
        var failure: Int32 = 0
        // One byte more than expected, so that reaching end of file is seen without another array.
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 0) + 1) { buffer, count in
            while count < buffer.count {
                let received = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if received == 0 { return }
                if received < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                count += received
            }
        }
        if failure != 0 { return .failure(SystemError(code: failure)) }
        if bytes.count <= expectedSize { return .success(bytes) }
        // Longer than expected (a pipe, or a file that grew): the rest in chunks, read into memory
        // left as the allocator gives it (zero-filled first, all of it was fresh pages to fault in).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while bytes.count <= limit {
            let received = systemRead(descriptor, chunk.baseAddress, chunk.count)
            if received == 0 { return .success(bytes) }
            if received < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(code: errno))
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<received]))
        }
        return .success(bytes)
    }

    /// Writes all of `bytes`.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Result<Void, SystemError> {
        bytes.withUnsafeBytes { writeAll(descriptor, [$0]) }
    }

    /// Writes all of `pieces`, one after another: up to `IOV_MAX` of them a call (`writev`).
    static func writeAll(_ descriptor: Int32, _ pieces: [UnsafeRawBufferPointer]) -> Result<Void, SystemError> {
        var vectors = pieces.filter { $0.count > 0 }.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
        var next = 0
        while next < vectors.count {
            let result = vectors.withUnsafeBufferPointer { writev(descriptor, $0.baseAddress! + next, Int32(min(vectors.count - next, 1024))) }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(code: errno))
            }
            // Past what was written: whole pieces, then into the one cut short.
            var written = result
            while next < vectors.count, written >= vectors[next].iov_len {
                written -= vectors[next].iov_len
                next += 1
            }
            if written > 0 {
                vectors[next].iov_base = vectors[next].iov_base.map { $0 + written }
                vectors[next].iov_len -= written
            }
        }
        return .success(())
    }
}
