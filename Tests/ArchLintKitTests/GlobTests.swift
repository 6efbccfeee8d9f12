import XCTest
@testable import ArchLintKit

final class GlobTests: XCTestCase {
    private func assertMatches(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        for path in paths {
            XCTAssertTrue(Glob(pattern).matches(path), "\(pattern) should match \(path)", file: file, line: line)
        }
    }

    private func assertNoMatch(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        for path in paths {
            XCTAssertFalse(Glob(pattern).matches(path), "\(pattern) should not match \(path)", file: file, line: line)
        }
    }

    func testDoubleStarAtStartMiddleAndEnd() {
        assertMatches("**/Generated/**", ["Generated/A.swift", "Sources/Generated/A.swift", "a/b/c/Generated/d/e.swift"])
        assertNoMatch("**/Generated/**", ["Sources/GeneratedCode/A.swift", "Sources/A.swift"])
        assertMatches("Sources/**/*.swift", ["Sources/A.swift", "Sources/x/y/A.swift"])
        assertNoMatch("Sources/**/*.swift", ["Sources/A.txt", "Other/Sources/A.swift"])
        assertMatches("Sources/**", ["Sources/A.swift", "Sources/a/b.swift"])
        assertMatches("**", ["A.swift", "a/b/c.swift"])
        assertMatches("**/*Tests.swift", ["FooTests.swift", "Tests/App/FooTests.swift"])
    }

    func testSingleStarAndQuestionMarkStayInOneFolder() {
        assertMatches("*.swift", ["Package.swift"])
        assertNoMatch("*.swift", ["Sources/A.swift"])
        assertMatches("Sources/*/Model.swift", ["Sources/App/Model.swift"])
        assertNoMatch("Sources/*/Model.swift", ["Sources/Model.swift", "Sources/a/b/Model.swift"])
        assertMatches("File?.swift", ["File1.swift", "Fileé.swift"])
        assertNoMatch("File?.swift", ["File.swift", "File12.swift"])
        assertNoMatch("a?b", ["a/b"])
    }

    func testFolderPatternsMatchEverythingInside() {
        assertMatches("Pods", ["Pods", "Pods/Alamofire/Source/AF.swift"])
        assertNoMatch("Pods", ["Sources/Pods/A.swift", "PodsExtra/A.swift"])
        assertMatches("Sources/Generated", ["Sources/Generated/A.swift", "Sources/Generated/x/B.swift"])
        assertNoMatch("Sources/Generated", ["Sources/GeneratedA.swift", "Generated/A.swift"])
        assertMatches("./Sources/Generated/", ["Sources/Generated/A.swift"])
    }

    func testCharacterClasses() {
        assertMatches("[AB]pp.swift", ["App.swift", "Bpp.swift"])
        assertNoMatch("[AB]pp.swift", ["Cpp.swift"])
        assertMatches("v[0-9].swift", ["v7.swift"])
        assertNoMatch("v[!0-9].swift", ["v7.swift"])
        assertMatches("[éa]cole.swift", ["école.swift"])
        assertMatches("a[b", ["a[b"])
    }

    func testNonASCIIAndSpaces() {
        assertMatches("Preview Content/**", ["Preview Content/Assets.swift"])
        assertMatches("**/Über Sicht/*.swift", ["App/Über Sicht/Ansicht.swift"])
        assertMatches("*ß*.swift", ["Straße.swift"])
        assertNoMatch("**/Über Sicht/*.swift", ["App/Uber Sicht/Ansicht.swift"])
    }

    func testPathologicalPatternsStayFast() {
        let path = Array(repeating: "a", count: 200).joined(separator: "/") + "/b"
        let segmentStars = String(repeating: "*a", count: 30) + "*c"
        let start = Date()
        XCTAssertFalse(Glob("**/**/**/**/**/a/**/c").matches(path))
        XCTAssertFalse(Glob(segmentStars).matches(String(repeating: "a", count: 5_000)))
        XCTAssertTrue(Glob("**/**/**/a").matches(path.replacingOccurrences(of: "/b", with: "")))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    /// Globs of literal folders then `**` (`Sources/App/**`, `Pods`) are matched by comparing the
    /// path's first segments: the same answer as the general matcher's, for every pattern and path
    /// made of these segments (a near miss, a prefix, a different case, `.`, an empty segment,
    /// non-ASCII), led by `./` or `/` or ended by `/`.
    func testLiteralFolderGlobsMatchAsTheGeneralMatcher() {
        let patternSegments = ["Sources", "App", "**", "*", "Über Sicht", ".", ""]
        let pathSegments = ["Sources", "App", "AppX", "app", "Über Sicht", "Uber Sicht", ".", ""]
        func joined(_ alphabet: [String], upTo length: Int) -> [String] {
            var all = [""], last = [""]
            for _ in 0..<length {
                last = last.flatMap { prefix in alphabet.map { prefix.isEmpty ? $0 : prefix + "/" + $0 } }
                all += last
            }
            return all
        }
        let patterns = (joined(patternSegments, upTo: 3) + joined(["App", "?pp", "[A]pp", "a[b", "**"], upTo: 2)).flatMap { [$0, "./" + $0, "/" + $0, $0 + "/"] }
        let paths = joined(pathSegments, upTo: 3) + ["Sources/App/", "./Sources/App/A.swift", "/Sources//App/A.swift", "SourcesApp/A.swift", "a[b/A.swift", "Ap/A.swift"]
        let splits = paths.map { Glob.SplitPath($0) }
        var literal = 0, matched = 0
        for pattern in patterns {
            let glob = Glob(pattern)
            if glob.isLiteralFolders { literal += 1 }
            for (path, split) in zip(paths, splits) {
                let answer = glob.matches(split)
                if answer != glob.matchesBySegments(split) { XCTFail("\(pattern) on \(path): \(answer)") }
                if glob.isLiteralFolders, answer { matched += 1 }
            }
        }
        // The fast path is taken, and both ways.
        XCTAssertTrue(Glob("Sources/App/**").isLiteralFolders && Glob("./Über Sicht/").isLiteralFolders && Glob("**").isLiteralFolders)
        XCTAssertFalse(Glob("Sources/*/**").isLiteralFolders || Glob("**/App").isLiteralFolders || Glob("[A]pp").isLiteralFolders)
        XCTAssertGreaterThan(literal, 500)
        XCTAssertGreaterThan(matched, 10_000)
    }

    /// A path split into reused buffers splits as a new one does.
    func testASplitPathReusedSplitsAsANewOne() {
        var reused = Glob.SplitPath()
        for path in ["Sources/App/A.swift", "A.swift", "./x//y/", "", "Über Sicht/a/b/c/d/e.swift", "Sources"] {
            reused.split(path)
            let new = Glob.SplitPath(path)
            XCTAssertEqual(reused.bytes, new.bytes)
            XCTAssertEqual(reused.parts, new.parts)
            XCTAssertEqual(Glob("Sources").matches(reused), path.hasPrefix("Sources"))
        }
    }
}
