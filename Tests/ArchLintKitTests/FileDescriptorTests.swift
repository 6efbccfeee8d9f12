import Dispatch
import XCTest
@testable import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class FileDescriptorTests: XCTestCase {
    /// An editor's buffer comes through a pipe, of no size known beforehand: it is read in chunks,
    /// each appended as it came.
    func testAllOfAPipeIsReadWhenItIsLongerThanOneChunk() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let bytes = (0..<200_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let written = DispatchGroup()
        DispatchQueue.global().async(group: written) { [ends] in
            _ = FileDescriptor.writeAll(ends[1], bytes)
            close(ends[1])
        }
        let read = try FileDescriptor.readAll(ends[0]).get()
        written.wait()
        close(ends[0])
        XCTAssertEqual(read.count, bytes.count)
        XCTAssertTrue(read == bytes)
    }
}
