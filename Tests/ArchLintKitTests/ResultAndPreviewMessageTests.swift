import XCTest
@testable import ArchLintKit

/// The messages of typed_result_error, preview_live_dependency and preview_macro name the symbol and
/// the fix in about one line (positions are the fixtures' business).
final class ResultAndPreviewMessageTests: XCTestCase {
    private func messages(_ rule: String, fixture: String) throws -> [String] {
        let folder = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/\(rule)/\(fixture)").path
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 1, currentDirectory: folder))
        return outcome.findings.filter { $0.ruleID == rule }.map(\.message)
    }

    func testTypedResultErrorNamesTheResultAndTheFix() throws {
        let messages = try messages("typed_result_error", fixture: "report_completion_handler_service")
        XCTAssertEqual(messages, ["'Result<CLAuthorizationStatus, Error>' erases the failure type; every failure here is a "
                                  + "project error — declare Result<CLAuthorizationStatus, SomeError>"])
        // Without the source check the message claims nothing about the failures.
        for message in try self.messages("typed_result_error", fixture: "report_untyped_sources_off") {
            XCTAssertEqual(message, "'Result<Data, Error>' erases the failure type; declare Result<Data, SomeError>")
        }
    }

    func testPreviewLiveDependencyNamesThePreviewAndTheLiveValue() throws {
        XCTAssertEqual(try messages("preview_live_dependency", fixture: "report_preview_macro_name_and_traits").sorted(), [
            "preview #Preview uses live 'URLSession(…)'; inject a preview/mock value instead",
            "preview #Preview(\"Dark avatar\") uses live 'URLSession.shared'; inject a preview/mock value instead",
        ])
        XCTAssertEqual(try messages("preview_live_dependency", fixture: "report_preview_provider_extension"),
                       ["preview PreviewProvider ProfileView_Previews uses live 'ProfileRepository.shared'; inject a preview/mock value instead"])
    }

    func testPreviewMacroNamesTheType() throws {
        XCTAssertEqual(try messages("preview_macro", fixture: "report_extension_conformance"),
                       ["'BadgeView_Previews' is a PreviewProvider; write the preview with the #Preview macro instead"])
    }

    func testLongSuccessTypesAreCut() throws {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try RuleFixtureSupport.write("# root\n", to: folder + "/.archlint.yml")
        try RuleFixtureSupport.write("""
            func page() -> Result<[String: [PaginatedTimelineEntry<StatusIdentifier>]], Error> {
                .failure(TimelineError.empty)
            }
            """, to: folder + "/Timeline.swift")
        let outcome = try Linter.lint(LintRequest(paths: [folder], jobs: 1, currentDirectory: folder))
        let message = try XCTUnwrap(outcome.findings.first { $0.ruleID == "typed_result_error" }?.message)
        XCTAssertTrue(message.hasPrefix("'Result<[String: [PaginatedTime…, Error>'"), message)
        XCTAssertLessThanOrEqual(message.count, 160)
    }
}
