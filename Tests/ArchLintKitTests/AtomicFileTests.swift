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
