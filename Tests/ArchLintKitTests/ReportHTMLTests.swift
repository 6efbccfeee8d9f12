import Foundation
import XCTest
@testable import ArchLintKit

/// The HTML checklist report as a reader meets it: paths that break only between folders, the
/// worst offenders linked to their files, and items that share their findings saying so.
final class ReportHTMLTests: XCTestCase {
    /// Twelve types in deep folders, type `i` reaching a singleton `i + 1` times: twelve
    /// `init_injection` offenders with distinct counts, under A1 and E3 alike.
    private func report() throws -> (html: String, project: Project) {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", "# the project root\n")
        try project.write("Sources/Networking/NetworkClient.swift", "final class NetworkClient {\n    static let shared = NetworkClient()\n}\n")
        for index in 0..<12 {
            let uses = (0...index).map { "    let client\($0) = NetworkClient.shared\n" }.joined()
            try project.write("Sources/Features/Account Statuses/AccountStatusesFetcher\(index).swift",
                              "final class AccountStatusesFetcher\(index) {\n" + uses + "}\n")
        }
        try project.write("out/README.txt", "Reports go here.\n")
        let result = project.run(["report", "--no-cache", "--output", "out/report.html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return (try project.read("out/report.html"), project)
    }

    /// The row of checklist item `id`.
    private func row(_ id: String, in html: String) throws -> String {
        let start = try XCTUnwrap(html.range(of: "<span class=\"id\">\(id)</span>"))
        let end = try XCTUnwrap(html.range(of: "</tr>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.lowerBound])
    }

    func testTenWorstOffendersAreListedMostFirstEachLinkedToItsFile() throws {
        let (html, project) = try report()
        let a1 = try row("A1", in: html)
        let links = a1.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(links.count, ChecklistReport.offenderCount)
        XCTAssertEqual(ChecklistReport.offenderCount, 10)
        XCTAssertEqual(links.first, "../Sources/Features/Account%20Statuses/AccountStatusesFetcher11.swift")
        XCTAssertEqual(links.last, "../Sources/Features/Account%20Statuses/AccountStatusesFetcher2.swift")
        for link in links {
            let path = try XCTUnwrap(link.removingPercentEncoding)
            XCTAssertTrue(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("out/" + path).path), link)
        }
        XCTAssertTrue(a1.contains("<code>AccountStatusesFetcher11</code> <span class=\"count\">12 findings</span>"), a1)
    }

    /// A path may break after a folder's slash and nowhere else (`AccountStatusesF⏎etcher.swift`).
    func testPathsBreakOnlyBetweenFolders() throws {
        let html = try report().html
        XCTAssertTrue(html.contains(">Sources/<wbr>Features/<wbr>Account Statuses/<wbr>AccountStatusesFetcher11.swift:2</code>"), html)
        XCTAssertTrue(html.contains("ol.offenders .place { display: block; overflow-wrap: break-word; }"))
    }

    /// `init_injection` checks A1 and E3: each row says the findings are the other's too, and the
    /// chart's later bar says it shows the earlier one's.
    func testItemsSharingARuleSayTheirFindingsAreTheSame() throws {
        let html = try report().html
        XCTAssertTrue(try row("A1", in: html).contains("The same findings as E3: the same rule checks both."))
        XCTAssertTrue(try row("E3", in: html).contains("The same findings as A1: the same rule checks both."))
        XCTAssertTrue(html.contains(">78 (the same as A1)</text>"), html)
        XCTAssertFalse(html.contains(">78 (the same as E3)</text>"))
        XCTAssertFalse(try row("A6", in: html).contains("The same findings"))
    }
}
