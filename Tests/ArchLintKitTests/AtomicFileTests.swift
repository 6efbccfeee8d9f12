import Foundation
import XCTest
@testable import ArchLintKit

final class AtomicFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try temporaryDirectory()
    }

    override func tearDown() {
        chmod(directory, 0o755)
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    func testWritesAndReplaces() throws {
        let path = directory + "/report.sarif"
        try AtomicFile.write("first", to: path)
        XCTAssertEqual(contents(path), "first")
        try AtomicFile.write(Array("second ü".utf8), to: path)
        XCTAssertEqual(contents(path), "second ü")
        try AtomicFile.write("", to: path)
        XCTAssertEqual(contents(path), "")
        XCTAssertEqual(try entries(), ["report.sarif"])
    }

    /// Pieces are written from where they lie, more of them than one `writev` takes, empty ones
    /// among them, in their order (the index cache writes its trees so).
    func testPiecesAreWrittenInOrderWhateverTheirNumber() throws {
        let path = directory + "/index"
        let pieces: [[UInt8]] = (0..<3_000).map { number in (0..<(number % 7 == 0 ? 0 : number % 97)).map { UInt8(truncatingIfNeeded: number &+ $0) } }
        let joined = pieces.flatMap { $0 }
        let buffers = pieces.map { piece -> UnsafeMutableRawBufferPointer in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(piece.count, 1), alignment: 1)
            piece.withUnsafeBytes { buffer.copyMemory(from: $0) }
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        try AtomicFile.write(pieces: zip(buffers, pieces).map { UnsafeRawBufferPointer(rebasing: $0[0..<$1.count]) }, to: path, durable: false)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, joined)
        XCTAssertEqual(try entries(), ["index"])
    }

    func testRelativePathWritesInCurrentDirectory() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write("here", to: "relative.json")
        XCTAssertEqual(contents(directory + "/relative.json"), "here")
        XCTAssertEqual(try entries(), ["relative.json"])
    }

    func testTargetThatIsADirectoryFailsCleanly() throws {
        let target = directory + "/out"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("new", to: target)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write '\(target)': cannot replace it: "), "\(error)")
        }
        XCTAssertEqual(try entries(), ["out"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target), ["inside"])
    }

    func testMissingDirectoryFails() {
        XCTAssertThrowsError(try AtomicFile.write("new", to: directory + "/missing/out.json")) { error in
            XCTAssertTrue("\(error)".contains("cannot create a temporary file in '\(directory)/missing'"), "\(error)")
        }
    }

    func testUnwritableDirectoryKeepsOldContent() throws {
        guard geteuid() != 0 else { throw XCTSkip("root may write into read-only directories") }
        let path = directory + "/baseline.json"
        try AtomicFile.write("old", to: path)
        XCTAssertEqual(chmod(directory, 0o555), 0)
        XCTAssertThrowsError(try AtomicFile.write("new", to: path))
        XCTAssertEqual(contents(path), "old")
        XCTAssertEqual(try entries(), ["baseline.json"])
    }

    func testFailedWriteKeepsOldContent() throws {
        // A file size limit makes write(2) fail with EFBIG part way through, even for root.
        let path = directory + "/report.json"
        try AtomicFile.write("old", to: path)
        var saved = rlimit()
        XCTAssertEqual(getrlimit(resourceLimitFileSize, &saved), 0)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var lowered = saved
        lowered.rlim_cur = 1024
        XCTAssertEqual(setrlimit(resourceLimitFileSize, &lowered), 0)
        defer {
            setrlimit(resourceLimitFileSize, &saved)
            signal(SIGXFSZ, previousHandler)
        }
        XCTAssertThrowsError(try AtomicFile.write([UInt8](repeating: 0x41, count: 64 * 1024), to: path)) { error in
            XCTAssertTrue("\(error)".contains("cannot write the temporary file"), "\(error)")
        }
        XCTAssertEqual(contents(path), "old")
        XCTAssertEqual(try entries(), ["report.json"])
    }
}

#if canImport(Glibc)
private let resourceLimitFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
private let resourceLimitFileSize = RLIMIT_FSIZE
#endif
