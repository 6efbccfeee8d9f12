import Foundation
import XCTest
@testable import ArchLintKit

final class BaselineTests: XCTestCase {
    typealias F = ReportingFixtures

    private func roundTrip(_ baseline: Baseline) throws -> Baseline {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/baseline.json"
        try AtomicFile.write(baseline.serialized(), to: path)
        return try Baseline.load(path: path)
    }

    func testRoundTripHidesEveryRecordedFinding() throws {
        let loaded = try roundTrip(Baseline(findings: F.findings))
        XCTAssertEqual(loaded.filter(F.findings), [])
        XCTAssertEqual(loaded.serialized(), Baseline(findings: F.findings).serialized())
    }

    func testMovedFindingsStayHidden() throws {
        let baseline = try roundTrip(Baseline(findings: F.findings))
        let moved = F.findings.map { finding -> Finding in
            var finding = finding
            finding.line += 17
            finding.endLine += 17
            finding.column += 4
            finding.lineText = "  " + finding.lineText.replacingOccurrences(of: " ", with: " \t ") + "  "
            return finding
        }
        XCTAssertEqual(baseline.filter(moved), [])
    }

    func testExtraIdenticalFindingBeyondCountShows() throws {
        let baseline = try roundTrip(Baseline(findings: [F.spacedWarning, F.error]))
        var copy = F.spacedWarning
        copy.line = 30
        copy.endLine = 30
        XCTAssertEqual(baseline.filter([copy, F.error, F.spacedWarning]), [copy])

        let twice = try roundTrip(Baseline(findings: [F.spacedWarning, copy]))
        XCTAssertTrue(twice.serialized().contains("\"count\": 2"))
        var third = copy
        third.line = 50
        third.endLine = 50
        XCTAssertEqual(twice.filter([third, copy, F.spacedWarning]), [third])
    }

    func testChangedLineTextOrDeclarationShows() throws {
        let baseline = try roundTrip(Baseline(findings: F.findings))
        var changedText = F.spacedWarning
        changedText.lineText = "        self.client = OtherClient()"
        var changedDeclaration = F.error
        changedDeclaration.enclosingDeclaration = "Session.restore()"
        XCTAssertEqual(baseline.filter([changedText, F.unicodeWarning, changedDeclaration]), [changedText, changedDeclaration])
    }

    func testSerializationIsSortedAndIndependentOfInputOrder() {
        let expected = """
            {
              "version": 1,
              "findings": [
                {
                  "rule": "init_injection",
                  "path": "Sources/App/Profile View.swift",
                  "declaration": "ProfileViewModel.init",
                  "line_text": "self.client = NetworkClient()",
                  "fingerprint": "\(fingerprint(of: F.spacedWarning))",
                  "count": 1
                },
                {
                  "rule": "credentials_in_defaults",
                  "path": "Sources/App/Session.swift",
                  "declaration": "Session.save()",
                  "line_text": "defaults.set(authToken, forKey: \\"token\\")",
                  "fingerprint": "\(fingerprint(of: F.error))",
                  "count": 1
                },
                {
                  "rule": "init_injection",
                  "path": "Sources/Ünïcode/Café.swift",
                  "declaration": "Café.init",
                  "line_text": "store = Store()",
                  "fingerprint": "\(fingerprint(of: F.unicodeWarning))",
                  "count": 1
                }
              ]
            }

            """
        XCTAssertEqual(Baseline(findings: F.findings).serialized(), expected)
        XCTAssertEqual(Baseline(findings: F.findings.reversed()).serialized(), expected)
        XCTAssertEqual(Baseline(findings: [F.error, F.unicodeWarning, F.spacedWarning]).serialized(), expected)
        XCTAssertEqual(Baseline(findings: []).serialized(), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    func testFingerprintIsStableAndIgnoresPositionAndWhitespace() {
        // A fixed value: any change to the hash or its inputs would orphan every baseline in use.
        XCTAssertEqual(fingerprint(of: F.spacedWarning), "3493477f0e7a1187")
        var moved = F.spacedWarning
        moved.line = 99
        moved.column = 1
        moved.message = "reworded"
        moved.lineText = "self.client   =\tNetworkClient()"
        XCTAssertEqual(fingerprint(of: moved), fingerprint(of: F.spacedWarning))
        var otherRule = F.spacedWarning
        otherRule.ruleID = "credentials_in_defaults"
        XCTAssertNotEqual(fingerprint(of: otherRule), fingerprint(of: F.spacedWarning))
        var otherPath = F.spacedWarning
        otherPath.path = "Sources/App/Other.swift"
        XCTAssertNotEqual(fingerprint(of: otherPath), fingerprint(of: F.spacedWarning))
        // Field boundaries matter: moving text between fields changes the fingerprint.
        var shifted = F.spacedWarning
        shifted.enclosingDeclaration = "ProfileViewModel.ini"
        shifted.lineText = "t self.client = NetworkClient()"
        XCTAssertNotEqual(fingerprint(of: shifted), fingerprint(of: F.spacedWarning))
    }

    /// Fingerprints of many findings on one long line (several declarations, several findings in
    /// each, with findings on other lines and a line of equal text in another file between them)
    /// are each finding's own: the line normalised once and the hashes shared by findings whose
    /// other fields hash alike change no value (they made thousands of findings on one generated
    /// line cost their number times its length).
    func testFingerprintsOfFindingsOnOneLongLineAreEachFindingsOwn() throws {
        let text = "let a = 1\n" + (0..<300).map { "func f\($0 % 7)() { _ = a!;  _ = b! }; " }.joined() + "\n"
        let file = SourceFile(path: "Line.swift", text: text)
        let copy = SourceFile(path: "Copy.swift", text: text)
        var findings: [Finding] = []
        for index in 0..<600 {
            let declaration = "f\(index % 7)()"
            findings.append(Finding(ruleID: index % 3 == 0 ? "force_unwrapping" : "init_injection", severity: .warning, path: "Line.swift",
                                    line: 2, column: index * 20 + 1, endLine: 2, endColumn: index * 20 + 3, message: "m",
                                    enclosingDeclaration: declaration, reportedLine: file.sourceLine(2)))
            if index % 100 == 0 {
                findings.append(Finding(ruleID: "force_unwrapping", severity: .warning, path: "Line.swift", line: 1, column: 1,
                                        endLine: 1, endColumn: 2, message: "m", reportedLine: file.sourceLine(1)))
                findings.append(Finding(ruleID: "force_unwrapping", severity: .warning, path: "Copy.swift", line: 2, column: 1,
                                        endLine: 2, endColumn: 2, message: "m", enclosingDeclaration: declaration, reportedLine: copy.sourceLine(2)))
            }
        }
        let oneByOne = findings.map { fingerprint(of: $0) }
        XCTAssertEqual(findingFingerprints(findings).map { String($0.prefix { $0 != ":" }) }, oneByOne)
        XCTAssertEqual(Set(oneByOne).count, 2 * 7 + 1 + 6, "7 declarations × 2 rules on the long line, the short line, the copy's 6")
        let baseline = try roundTrip(Baseline(findings: findings))
        XCTAssertEqual(baseline.filter(findings), [])
        XCTAssertEqual(baseline.hides(findings), Array(repeating: true, count: findings.count))
    }

    func testLoadErrorsAreClear() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func loadError(_ text: String?) -> String {
            let path = directory + "/baseline.json"
            if let text { try? AtomicFile.write(text, to: path) }
            do {
                _ = try Baseline.load(path: path)
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(loadError(nil), "baseline file '\(directory)/baseline.json' does not exist")
        XCTAssertEqual(loadError("{\"version\": 1,\n  \"findings\": [}"),
                       "baseline file '\(directory)/baseline.json' is not valid JSON: unexpected character at line 2, column 16")
        XCTAssertEqual(loadError("{\"version\": 2, \"findings\": []}"),
                       "baseline file '\(directory)/baseline.json' has version 2; this archlint reads version 1")
        XCTAssertEqual(loadError("[]"),
                       "baseline file '\(directory)/baseline.json' has no integer \"version\"; is it an archlint baseline?")
        XCTAssertEqual(loadError("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}"),
                       "baseline file '\(directory)/baseline.json' findings[0] has no positive integer \"count\"")
        XCTAssertEqual(loadError("{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"count\": 1}]}"),
                       "baseline file '\(directory)/baseline.json' findings[0] has no string \"path\"")
        XCTAssertEqual(loadError("{\"version\": 1, \"findings\": []}"), "loaded")
        XCTAssertThrowsError(try Baseline.load(path: directory)) { error in
            XCTAssertEqual("\(error)", "baseline file '\(directory)' cannot be read: is a directory")
        }
    }

    func testHandMergedDuplicateEntriesAddUp() throws {
        let entry = Baseline(findings: [F.error]).serialized()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(entry.utf8)) as? [String: Any])
        let item = try XCTUnwrap((document["findings"] as? [Any])?.first)
        let merged = try JSONSerialization.data(withJSONObject: ["version": 1, "findings": [item, item]])
        let baseline = try Baseline(parsing: [UInt8](merged), source: "merged.json")
        var second = F.error
        second.line = 41
        var third = F.error
        third.line = 42
        XCTAssertEqual(baseline.filter([F.error, second, third]), [third])
    }

    /// Counts of repeated entries that add past `Int.max` stop there (they overflowed and trapped):
    /// every finding of the fingerprint is hidden, and the baseline writes back the saturated count.
    func testRepeatedEntriesWhoseCountsAddPastIntMaxSaturate() throws {
        let entry = Baseline(findings: [F.error]).serialized()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(entry.utf8)) as? [String: Any])
        var item = try XCTUnwrap((document["findings"] as? [[String: Any]])?.first)
        item["count"] = Int.max
        let merged = try JSONSerialization.data(withJSONObject: ["version": 1, "findings": [item, item, item]])
        let baseline = try Baseline(parsing: [UInt8](merged), source: "merged.json")
        let copies = (40..<45).map { line -> Finding in
            var copy = F.error
            copy.line = line
            return copy
        }
        XCTAssertEqual(baseline.filter(copies), [])
        XCTAssertTrue(baseline.serialized().contains("\"count\": \(Int.max)"), baseline.serialized())
    }

    func testLineTextNormalisationIsUnicodeWhitespaceSplitAndJoin() {
        // The definition the bytewise normalisation must keep: every fingerprint in use depends on it.
        func reference(_ text: String) -> String {
            text.unicodeScalars.split { $0.properties.isWhitespace }.map { String(String.UnicodeScalarView($0)) }
                .joined(separator: " ")
        }
        let lines = ["", " ", "\t\n", "a", "  self.client =\tNetworkClient()  ", "a\u{3000}b\u{2003} c\u{00A0}\u{200B}d \u{0085} é🙂",
                     "\u{2028}x\u{2029}\u{202F}y\u{205F}\u{1680}z\u{000B}\u{000C}\r", "\u{1C}\u{1F}not whitespace\u{1E}", "Ünïcode  Café\u{180E}"]
        for text in lines {
            var bytes: [UInt8] = [0x41]
            appendNormalizedLineText(text, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "A" + reference(text), "\(text.debugDescription)")
        }
        var ideographic = F.spacedWarning
        ideographic.lineText = "\u{3000}self.client\u{00A0}= NetworkClient()\u{2028}"
        XCTAssertEqual(fingerprint(of: ideographic), "3493477f0e7a1187")
    }

    func testOnlyAnOutnumberedEntryLeavesChoiceToReportOrder() throws {
        var copies: [Finding] = []
        for line in [50, 30, 40] {
            var copy = F.spacedWarning
            copy.line = line
            copy.endLine = line
            copies.append(copy)
        }
        var twiceRecorded = F.error
        twiceRecorded.line = 60
        twiceRecorded.endLine = 60
        // spacedWarning recorded once, error twice: of three spacedWarning copies the first in
        // report order (line 30) is hidden; both errors are, wherever they stand.
        let baseline = try roundTrip(Baseline(findings: [F.spacedWarning, F.error, twiceRecorded]))
        let findings = [copies[0], F.error, copies[1], F.unicodeWarning, copies[2], twiceRecorded]
        XCTAssertEqual(baseline.hides(findings), [false, true, true, false, false, true])
    }

    func testHandEditedFingerprintOfAnotherFormHidesNothing() throws {
        let upper = Baseline(findings: [F.error]).serialized()
            .replacingOccurrences(of: fingerprint(of: F.error), with: fingerprint(of: F.error).uppercased())
        let baseline = try Baseline(parsing: Array(upper.utf8), source: "upper.json")
        XCTAssertEqual(baseline.filter([F.error]), [F.error])
        XCTAssertEqual(baseline.serialized(), upper)
    }
}
