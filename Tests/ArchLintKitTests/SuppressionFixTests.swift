import Foundation
import XCTest
@testable import ArchLintKit

/// `unused_suppression`'s fix on the shapes of directive lists: an unused id leaves the list alone
/// when other ids of it hide findings, a directive goes whole when none does, and an `enable` goes
/// with the `disable` it ended. Each case is fixed with `--fix` (rounds included) and fixed again
/// to check the second run changes nothing.
final class SuppressionFixTests: XCTestCase {
    /// A singleton that `init_injection` reports at each use, so ids naming it hide a finding.
    private static let service = "final class ImageCacheService {\n    static let shared = ImageCacheService()\n}\n\n"

    private func fixed(_ body: String, file: String = "App/Feed/FeedLoader.swift",
                       _ messages: [String] = [], line: UInt = #line) throws -> String {
        let project = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: project) }
        try RuleFixtureSupport.write("# fixture project root\n", to: project + "/.archlint.yml")
        let path = project + "/" + file
        try RuleFixtureSupport.write(SuppressionFixTests.service + body, to: path)
        let workspace = Workspace(root: project, cacheBase: nil, jobs: 1)
        let targets = LintTargets(paths: [project], displayBase: project)
        let reported = workspace.lint(targets).findings.filter { $0.ruleID == "unused_suppression" }
        if !messages.isEmpty {
            XCTAssertEqual(reported.map { "\($0.line):\($0.column) \($0.message)" }, messages, line: line)
        }
        let outcome = workspace.lintApplyingFixes(targets, FixRequest(mode: .write, includesUnsafe: false))
        XCTAssertEqual(outcome.findings.filter { $0.ruleID == "unused_suppression" }.map(\.message), [], line: line)
        let once = try String(contentsOfFile: path, encoding: .utf8)
        _ = workspace.lintApplyingFixes(targets, FixRequest(mode: .write, includesUnsafe: false))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), once, "a second --fix changed the file", line: line)
        return String(once.dropFirst(SuppressionFixTests.service.count))
    }

    /// A file is searched for the directive marker once before its comments are parsed: the search
    /// must find it wherever it sits, and only it.
    func testTheMarkerSearchFindsEveryPlacement() {
        func contains(_ text: String) -> Bool { Suppressions.containsMarker(Array(text.utf8)) }
        XCTAssertTrue(contains("archlint:"))
        XCTAssertTrue(contains("// archlint:disable:next x"))
        XCTAssertTrue(contains("let h = 1 // hh archlint:enable all"))
        XCTAssertTrue(contains("hhh archarchlint:"))
        XCTAssertTrue(contains(String(repeating: "h", count: 1000) + "archlint:"))
        XCTAssertFalse(contains(""))
        XCTAssertFalse(contains("archlint"))
        XCTAssertFalse(contains("archlint :"))
        XCTAssertFalse(contains("rchlint:"))
        XCTAssertFalse(contains("h archlint"))
        XCTAssertFalse(contains(String(repeating: "h", count: 1000)))
    }

    func testAnUnusedIDInTheMiddleOfAListIsRemovedWithTheSeparatorAfterIt() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable:next init_injection, inheritance_depth, all
                private let images = ImageCacheService.shared
            }

            """, ["6:46 suppression of 'inheritance_depth' hides no finding; remove it"]), """
            final class FeedLoader {
                // archlint:disable:next init_injection, all
                private let images = ImageCacheService.shared
            }

            """)
    }

    func testListsWithoutSpacesAndWithBlanksOnly() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable:next credentials_in_defaults,init_injection
                private let images = ImageCacheService.shared
                //archlint:disable:next init_injection\tinheritance_depth  explicit_coding_keys
                private let thumbnails = ImageCacheService.shared
            }

            """), """
            final class FeedLoader {
                // archlint:disable:next init_injection
                private let images = ImageCacheService.shared
                //archlint:disable:next init_injection
                private let thumbnails = ImageCacheService.shared
            }

            """)
    }

    func testAMisspeltIDInAListOfUsedOnesIsNamedAndRemoved() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable:next init_injecton, init_injection -- FEED-12
                private let images = ImageCacheService.shared
            }

            """, ["6:30 suppression of 'init_injecton' names no archlint rule; did you mean 'init_injection'?"]), """
            final class FeedLoader {
                // archlint:disable:next init_injection -- FEED-12
                private let images = ImageCacheService.shared
            }

            """)
    }

    /// An id far from every rule's (another linter's) gets no guess.
    func testAnIDFarFromEveryRuleIsNamedWithoutAGuess() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable:next line_length
                private let images = ImageCacheService.shared
            }

            """, ["6:8 suppression of 'line_length' names no archlint rule; correct the rule id or remove it"]), """
            final class FeedLoader {
                private let images = ImageCacheService.shared
            }

            """)
    }

    func testADirectiveAfterCodeAndInABlockCommentBeforeCode() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                private let images = ImageCacheService.shared // archlint:disable:this inheritance_depth,init_injection
                /* archlint:disable:this init_injection, explicit_coding_keys */ private let thumbnails = ImageCacheService.shared
                private let previews = ImageCacheService.shared // archlint:disable:this init_injection
                private let count = 0 // archlint:disable:this init_injection - legacy
            }

            """), """
            final class FeedLoader {
                private let images = ImageCacheService.shared // archlint:disable:this init_injection
                /* archlint:disable:this init_injection */ private let thumbnails = ImageCacheService.shared
                private let previews = ImageCacheService.shared // archlint:disable:this init_injection
                private let count = 0
            }

            """)
    }

    func testAnUnusedBlockGoesWithItsEnableAndAnEnableEndingNothingIsReported() throws {
        XCTAssertEqual(try fixed("""
            // archlint:enable init_injection
            // archlint:disable all
            final class FeedLoader {}
            // archlint:enable all

            // archlint:disable init_injection, explicit_coding_keys
            final class FeedCache {
                private let images = ImageCacheService.shared
            }
            // archlint:enable all

            """, [
                "5:4 archlint:enable of 'init_injection' ends no archlint:disable; remove it",
                "6:4 suppression of 'all' hides no finding; remove it",
                "10:37 suppression of 'explicit_coding_keys' hides no finding; remove it",
            ]), """
            final class FeedLoader {}

            // archlint:disable init_injection
            final class FeedCache {
                private let images = ImageCacheService.shared
            }
            // archlint:enable all

            """)
    }

    /// Two unused blocks ended by one `enable`: each fix leaves the `enable` to the other, so the
    /// round after them finds it ending nothing and removes it.
    func testAnEnableSharedByTwoUnusedBlocksGoesInTheNextRound() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable explicit_coding_keys
                // archlint:disable inheritance_depth
                private let count = 0
                // archlint:enable inheritance_depth, explicit_coding_keys
                // archlint:disable init_injection
                // archlint:disable init_injection
                private let images = ImageCacheService.shared
                // archlint:enable init_injection
            }

            """), """
            final class FeedLoader {
                private let count = 0
                // archlint:disable init_injection
                // archlint:disable init_injection
                private let images = ImageCacheService.shared
                // archlint:enable init_injection
            }

            """)
    }

    func testAUsedBlockKeepsItsEnableWhenAnIDLeavesBoth() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {
                // archlint:disable explicit_coding_keys, init_injection
                private let images = ImageCacheService.shared
                // archlint:enable init_injection, explicit_coding_keys
            }

            """), """
            final class FeedLoader {
                // archlint:disable init_injection
                private let images = ImageCacheService.shared
                // archlint:enable init_injection
            }

            """)
    }

    func testDisableNextWithNothingBelowIsRemoved() throws {
        XCTAssertEqual(try fixed("final class FeedLoader {}\n// archlint:disable:next init_injection"), "final class FeedLoader {}")
    }

    func testCRLFListsKeepTheirLineBreaks() throws {
        XCTAssertEqual(try fixed("""
            final class FeedLoader {\r
                // archlint:disable:next init_injection, credentials_in_defaults\r
                private let images = ImageCacheService.shared\r
                // archlint:disable explicit_coding_keys\r
                private let count = 0\r
                // archlint:enable explicit_coding_keys\r
            }\r

            """), """
            final class FeedLoader {\r
                // archlint:disable:next init_injection\r
                private let images = ImageCacheService.shared\r
                private let count = 0\r
            }\r

            """)
    }
}
