import CFileExchange
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

    // MARK: - files the user names

    func testNamedOutputGoesThroughALinkToItsTargetAndKeepsTheLink() throws {
        try FileManager.default.createDirectory(atPath: directory + "/reports", withIntermediateDirectories: false)
        try AtomicFile.write("old", to: directory + "/reports/latest.json")
        XCTAssertEqual(symlink("reports/latest.json", directory + "/link.json"), 0)
        try AtomicFile.writeNamed("new", to: directory + "/link.json")
        XCTAssertEqual(contents(directory + "/reports/latest.json"), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json"), "reports/latest.json")
        // A new file is simply written.
        try AtomicFile.writeNamed("fresh", to: directory + "/fresh.json")
        XCTAssertEqual(contents(directory + "/fresh.json"), "fresh")
    }

    func testNamedOutputIsWrittenIntoAFIFOThatStaysOne() throws {
        let fifo = directory + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = ReadText()
        let reader = Thread { received.text = FileHandle(forReadingAtPath: fifo).map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } }
        reader.start()
        try AtomicFile.writeNamed("through the pipe", to: fifo)
        for _ in 0..<10_000 where !reader.isFinished { usleep(1_000) }
        XCTAssertEqual(received.text, "through the pipe")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
    }

    func testNamedOutputRefusesADirectoryAndALinkToNothing() throws {
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)
        XCTAssertThrowsError(try AtomicFile.writeNamed("new", to: directory + "/out")) { error in
            XCTAssertEqual("\(error)", "cannot write '\(directory)/out': it is a directory; only a regular file, a FIFO or a character device is written")
        }
        XCTAssertEqual(symlink("missing/report.json", directory + "/dangling"), 0)
        XCTAssertThrowsError(try AtomicFile.writeNamed("new", to: directory + "/dangling")) { error in
            XCTAssertEqual("\(error)", "cannot write '\(directory)/dangling': a symbolic link to nothing is there; it is not replaced")
        }
        XCTAssertEqual(try entries(), ["dangling", "out"])
    }

    // MARK: - replacing a file only while it is unchanged

    /// `replace` writes the new bytes while the file holds what was expected, with its permissions,
    /// and leaves it alone when it changed in place, was replaced by another file, or holds other bytes.
    func testReplaceWritesOnlyWhileTheFileIsUnchanged() throws {
        let path = directory + "/Source.swift"
        func opened() throws -> Int32 {
            let descriptor = open(path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            return descriptor
        }
        try AtomicFile.write("class A {}\n", to: path)
        XCTAssertEqual(chmod(path, 0o640), 0)
        var descriptor = try opened()
        XCTAssertTrue(try AtomicFile.replace(path, openAs: descriptor, holding: Array("class A {}\n".utf8), with: Array("final class A {}\n".utf8)))
        close(descriptor)
        XCTAssertEqual(contents(path), "final class A {}\n")
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)

        // Other bytes than expected (an edit before the file was opened).
        descriptor = try opened()
        XCTAssertFalse(try AtomicFile.replace(path, openAs: descriptor, holding: Array("class A {}\n".utf8), with: Array("x".utf8)))
        close(descriptor)
        XCTAssertEqual(contents(path), "final class A {}\n")

        // Appended to after it was opened.
        descriptor = try opened()
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("// edited\n".utf8))
        try handle.close()
        XCTAssertFalse(try AtomicFile.replace(path, openAs: descriptor, holding: Array("final class A {}\n".utf8), with: Array("x".utf8)))
        close(descriptor)
        XCTAssertEqual(contents(path), "final class A {}\n// edited\n")

        // Replaced by a new file with the same bytes (an editor's save) after it was opened.
        descriptor = try opened()
        try AtomicFile.write("final class A {}\n// edited\n", to: path)
        XCTAssertFalse(try AtomicFile.replace(path, openAs: descriptor, holding: Array("final class A {}\n// edited\n".utf8), with: Array("x".utf8)))
        close(descriptor)
        XCTAssertEqual(contents(path), "final class A {}\n// edited\n")
        XCTAssertEqual(try entries(), ["Source.swift"])
    }

    /// A file `replace` is about to swap, open and holding `text`, with its permissions set.
    private func sourceFile(_ text: String) throws -> (path: String, descriptor: Int32) {
        let path = directory + "/Source.swift"
        try AtomicFile.write(text, to: path)
        XCTAssertEqual(chmod(path, 0o640), 0)
        let descriptor = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        addTeardownBlock { close(descriptor) }
        return (path, descriptor)
    }

    private func append(_ text: String, to path: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    /// `replace` of the file open as `descriptor` holding "class A {}\n", with `race` run after each
    /// swap (given the swap's number, the temporary name and the file's): whether it replaced, and the swaps.
    private func replace(_ path: String, _ descriptor: Int32, racing race: (Int, String, String) -> Void) throws -> (Bool, swaps: Int) {
        var swaps = 0
        let replaced = try AtomicFile.replace(path, openAs: descriptor, holding: Array("class A {}\n".utf8), with: Array("final class A {}\n".utf8)) {
            swaps += 1
            let result = archlint_exchange_files($0, $1)
            race(swaps, $0, $1)
            return result
        }
        return (replaced, swaps)
    }

    /// A write reaching the old file between the last check and the swap (seen under the
    /// temporary name after it) is swapped back: the edit stays and the fix is not written.
    func testAnEditLandingJustBeforeTheSwapIsSwappedBack() throws {
        let (path, descriptor) = try sourceFile("class A {}\n")
        let (replaced, swaps) = try replace(path, descriptor) { swap, temporary, _ in
            if swap == 1 { try? self.append("// edited\n", to: temporary) }
        }
        XCTAssertFalse(replaced)
        XCTAssertEqual(swaps, 2, "swapped, then swapped back")
        XCTAssertEqual(contents(path), "class A {}\n// edited\n")
        var now = stat(), opened = stat()
        XCTAssertEqual(stat(path, &now), 0)
        XCTAssertEqual(fstat(descriptor, &opened), 0)
        XCTAssertEqual(now.st_ino, opened.st_ino, "the editor's file is back under its name")
        XCTAssertEqual(try entries(), ["Source.swift"])
    }

    /// When, besides that write, an editor saved a new file over the name after the swap, its save
    /// wins: nothing is swapped back over it.
    func testASaveAfterTheSwapIsNotSwappedAway() throws {
        let (path, descriptor) = try sourceFile("class A {}\n")
        let (replaced, swaps) = try replace(path, descriptor) { _, temporary, path in
            try? self.append("// edited\n", to: temporary)
            try? AtomicFile.write("class A {} // saved\n", to: path)
        }
        XCTAssertFalse(replaced)
        XCTAssertEqual(swaps, 1)
        XCTAssertEqual(contents(path), "class A {} // saved\n")
        XCTAssertEqual(try entries(), ["Source.swift"])
    }

    /// Where the system or the file system cannot swap two names (ENOSYS, EINVAL, ENOTSUP, EPERM), the
    /// new file is renamed over the unchanged file, keeping its permissions; any other failure of the
    /// swap leaves the file as it was and no temporary file behind.
    func testWithoutAnExchangeTheFileIsRenamedOverAndOtherFailuresKeepIt() throws {
        for code in [ENOSYS, EINVAL, ENOTSUP, EPERM] {
            let (path, descriptor) = try sourceFile("class A {}\n")
            let replaced = try AtomicFile.replace(path, openAs: descriptor, holding: Array("class A {}\n".utf8), with: Array("final class A {}\n".utf8)) { _, _ in
                errno = code
                return -1
            }
            XCTAssertTrue(replaced, "\(code)")
            XCTAssertEqual(contents(path), "final class A {}\n", "\(code)")
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_mode & 0o7777, 0o640, "\(code)")
            XCTAssertEqual(try entries(), ["Source.swift"], "\(code)")
        }
        let (path, descriptor) = try sourceFile("class A {}\n")
        XCTAssertThrowsError(try AtomicFile.replace(path, openAs: descriptor, holding: Array("class A {}\n".utf8), with: Array("x".utf8)) { _, _ in
            errno = EIO
            return -1
        }) { error in
            XCTAssertEqual("\(error)", "cannot write '\(path)': cannot replace it: \(String(cString: strerror(EIO)))")
        }
        XCTAssertEqual(contents(path), "class A {}\n")
        XCTAssertEqual(try entries(), ["Source.swift"])
    }

    // MARK: - temporary files a killed process left

    func testStaleTemporaryNamesAreThoseOfProcessesThatAreGone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        let gone = process.processIdentifier
        func isStale(_ name: String) -> Bool { Array(name.utf8).withUnsafeBytes { AtomicFile.isStaleTemporaryName($0) } }
        XCTAssertTrue(isStale(".archlint-\(gone)-9c1f.tmp"))
        XCTAssertFalse(isStale(".archlint-\(getpid())-9c1f.tmp"), "this process")
        XCTAssertFalse(isStale(".archlint-1-9c1f.tmp"), "a running process (init)")
        for name in [".archlint-\(gone)-9c1f.json", "archlint-\(gone)-9c1f.tmp", ".archlint-x\(gone)-9c1f.tmp", ".archlint--9c1f.tmp",
                     ".archlint-12345678901-9c1f.tmp", ".archlint-0-9c1f.tmp"] {
            XCTAssertFalse(isStale(name), name)
        }
        for name in [".archlint-\(gone)-9c1f.tmp", ".archlint-\(getpid())-9c1f.tmp", "Kept.swift"] {
            try AtomicFile.write("partial", to: directory + "/" + name)
        }
        AtomicFile.removeStaleTemporaryFiles(in: directory)
        XCTAssertEqual(try entries(), [".archlint-\(getpid())-9c1f.tmp", "Kept.swift"])
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

/// What a reader thread read.
private final class ReadText: @unchecked Sendable {
    var text: String?
}
