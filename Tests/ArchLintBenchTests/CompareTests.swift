import XCTest
@testable import archlint_bench

/// `archlint-bench compare`'s save as an editor saves: the new file is written beside the file,
/// so that the rename over it stays in its folder and on its file system.
final class CompareTests: XCTestCase {
    func testTheSavedCopyIsWrittenBesideTheFile() {
        XCTAssertEqual(Comparison.copyBeside("Top.swift"), ".archlint-bench-save-Top.swift")
        XCTAssertEqual(Comparison.copyBeside("App/Screens/Model.swift"), "App/Screens/.archlint-bench-save-Model.swift")
    }

    func testASaveKeepsTheBytesAndPermissionsAndLeavesNothingBehind() throws {
        let folder = NSTemporaryDirectory() + "archlint-bench-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let text = Data("struct Top {}\n".utf8)
        try text.write(to: URL(fileURLWithPath: "Top.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: "Top.swift")
        let before = try FileManager.default.attributesOfItem(atPath: "Top.swift")
        try Comparison.saveAsAnEditorDoes("Top.swift")
        let after = try FileManager.default.attributesOfItem(atPath: "Top.swift")
        XCTAssertEqual(FileManager.default.contents(atPath: "Top.swift"), text)
        XCTAssertEqual(after[.posixPermissions] as? Int, 0o640)
        XCTAssertNotEqual(after[.systemFileNumber] as? Int, before[.systemFileNumber] as? Int, "a new file, renamed over the old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["Top.swift"])
    }
}
