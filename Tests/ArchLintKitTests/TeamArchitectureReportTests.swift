import Foundation
import XCTest
@testable import ArchLintKit

/// The team architecture rules (rules.md 21–22) in everything else a rule gets: the checklist
/// report's section G with its layer-pair counts and C5 checked once `restricted_types:` is
/// configured (cli.md "Architecture views"), the output formats, the baseline and `explain`.
final class TeamArchitectureReportTests: XCTestCase {
    static let configuration = """
        layers:
          - name: Domain
            paths: ["Sources/Domain/**"]
            may_use: []
            reason: The domain knows no storage.
          - name: Data
            paths: ["Sources/Data/**"]
            may_use: [Domain]
          - name: Features
            paths: ["Sources/Features/*/**"]
            may_use: [Domain]
            independent: true
        restricted_types:
          - types: [LegacyClient]
            only_in: ["**/*Live.swift"]

        """

    /// Domain → Data (1 use, 1 finding); Data → Domain (1, 0); Features → Domain (2, 0);
    /// Features → Data (1, 1: `LegacyClient`, also a `restricted_type` finding); unit Search →
    /// Profile (2 uses, 1 finding: the second, in a function's header, is suppressed).
    static let files = [
        ".archlint.yml": configuration,
        "Sources/Domain/User.swift": "struct User {\n    let record: UserRecord\n}\n",
        "Sources/Data/UserRecord.swift": "struct UserRecord {\n    let owner: User\n}\n",
        "Sources/Data/LegacyClient.swift": "final class LegacyClient {}\n",
        "Sources/Data/ClientLive.swift": "let liveClient = LegacyClient()\n",
        "Sources/Features/Profile/ProfileView.swift": "struct ProfileView {\n    let user: User\n}\nstruct ProfileRow {}\n",
        "Sources/Features/Search/SearchView.swift": """
            struct SearchView {
                let user: User
                let profile: ProfileView
                // "LegacyClient" in a comment is no use.
                let client = LegacyClient()
            }
            // archlint:disable:next layer_dependency
            func searchRow(
                _ row: ProfileRow
            ) -> Bool { true }

            """,
    ]

    private func project(_ files: [String: String] = TeamArchitectureReportTests.files) throws -> String {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files { try RuleFixtureSupport.write(text, to: folder + "/" + path) }
        return folder
    }

    private func run(_ arguments: [String], in directory: String) -> (status: ExitStatus, stdout: String, stderr: String) {
        var stdout = "", stderr = ""
        let context = ToolContext(currentDirectory: directory, environment: ["XDG_CACHE_HOME": directory + "/.cache-home"],
                                  standardOutputIsTerminal: false, readStandardInput: { [] },
                                  writeStandardOutput: { stdout += $0 }, writeStandardError: { stderr += $0 })
        return (ArchLintTool.run(arguments, context: context), stdout, stderr)
    }

    private func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }


    // MARK: - report

    func testJSONReportListsSectionGWithTheLayerPairsAndChecksC5() throws {
        let folder = try project()
        let result = run(["report", "--format", "json", "--no-cache"], in: folder)
        XCTAssertEqual(result.status, .success, result.stderr)
        let report = try XCTUnwrap(try json(result.stdout) as? [String: Any])
        // Most findings first, then most uses.
        let expectedPairs: [[String: AnyHashable]] = [
            ["kind": "unit", "from": "Sources/Features/Search", "to": "Sources/Features/Profile", "uses": 2, "findings": 1],
            ["kind": "layer", "from": "Domain", "to": "Data", "uses": 1, "findings": 1],
            ["kind": "layer", "from": "Features", "to": "Data", "uses": 1, "findings": 1],
            ["kind": "layer", "from": "Features", "to": "Domain", "uses": 2, "findings": 0],
            ["kind": "layer", "from": "Data", "to": "Domain", "uses": 1, "findings": 0],
        ]
        let pairs = try XCTUnwrap(report["layerPairs"] as? [[String: Any]])
        XCTAssertEqual(pairs.map { $0.filter { $0.key != "newFindings" } as NSDictionary }, expectedPairs.map { $0 as NSDictionary })
        // Without a baseline every finding is new.
        XCTAssertEqual(pairs.map { $0["newFindings"] as? Int }, pairs.map { $0["findings"] as? Int })
        // The pairs' findings are the rule's findings, as lint counts them (suppressions applied).
        let lint = try XCTUnwrap(try json(run(["lint", "--format", "json", "--no-cache"], in: folder).stdout) as? [[String: Any]])
        XCTAssertEqual(pairs.reduce(0) { $0 + ($1["findings"] as! Int) }, lint.count { $0["rule"] as? String == "layer_dependency" })

        let items = try XCTUnwrap(report["sections"] as? [[String: Any]]).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        func status(_ id: String) -> String? { items.first { $0["id"] as? String == id }?["status"] as? String }
        XCTAssertEqual(status("G1"), "failing")
        XCTAssertEqual(status("G2"), "failing")
        XCTAssertEqual(status("G3"), "failing")
        // C5 is checked by `restricted_type` once `restricted_types:` is configured: one finding, SearchView's.
        XCTAssertEqual(status("C5"), "failing")
        XCTAssertEqual(items.first { $0["id"] as? String == "C5" }?["findings"] as? Int, 1)
    }

    func testWithoutRestrictedTypesC5IsReviewedByHandAndWithoutLayersNoPairsAreListed() throws {
        let layersOnly = Self.configuration.components(separatedBy: "restricted_types:")[0]
        var files = Self.files
        files[".archlint.yml"] = layersOnly
        let report = try XCTUnwrap(try json(run(["report", "--format", "json", "--no-cache"], in: try project(files)).stdout) as? [String: Any])
        let items = try XCTUnwrap(report["sections"] as? [[String: Any]]).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(items.first { $0["id"] as? String == "C5" }?["status"] as? String, "by hand")
        XCTAssertEqual(items.first { $0["id"] as? String == "G3" }?["status"] as? String, "not checked")
        XCTAssertEqual((report["layerPairs"] as? [Any])?.count, 5)

        files[".archlint.yml"] = "restricted_types:\n  - types: [LegacyClient]\n    only_in: [\"**/*Live.swift\"]\n"
        let restrictedOnly = try XCTUnwrap(try json(run(["report", "--format", "json", "--no-cache"], in: try project(files)).stdout) as? [String: Any])
        XCTAssertNil(restrictedOnly["layerPairs"], "no layers, no layer pairs")
        let markdown = run(["report", "--format", "markdown", "--no-cache"], in: try project(files)).stdout
        XCTAssertFalse(markdown.contains("### Layer pairs"), markdown)
        XCTAssertTrue(markdown.contains("| ❌ | **C5** "), markdown)
    }

    func testMarkdownReportTabulatesTheLayerPairs() throws {
        let markdown = run(["report", "--format", "markdown", "--no-cache"], in: try project()).stdout
        let table = """
            ### Layer pairs

            | | from | to | uses | findings |
            |---|---|---|---:|---:|
            | ❌ | unit `Sources/Features/Search` | unit `Sources/Features/Profile` | 2 | 1 |
            | ❌ | layer `Domain` | layer `Data` | 1 | 1 |
            | ❌ | layer `Features` | layer `Data` | 1 | 1 |
            | ✅ | layer `Features` | layer `Domain` | 2 | 0 |
            | ✅ | layer `Data` | layer `Domain` | 1 | 0 |

            """
        XCTAssertTrue(markdown.contains(table), markdown)
        XCTAssertTrue(markdown.contains("| ❌ | **G2** Feature modules do not reach into each other | `layer_dependency` | 3 | 2 | 2 |"), markdown)
        XCTAssertTrue(markdown.contains("| ❌ | **C5** "), markdown)
        XCTAssertFalse(try XCTUnwrap(markdown.components(separatedBy: "### Review by hand").last).contains("**C5**"),
                       "C5 is not listed for review by hand once checked")
    }

    func testHTMLReportShowsTheLayerPairsInSectionG() throws {
        let folder = try project()
        XCTAssertEqual(run(["report", "--output", "report.html", "--no-cache"], in: folder).status, .success)
        let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        let section = try XCTUnwrap(html.components(separatedBy: "<section class=\"checklist\">\n<h2>G. ").dropFirst().first)
        XCTAssertTrue(section.contains("<h3>Layer pairs</h3>"), section)
        XCTAssertTrue(section.contains("<tr class=\"failing\"><td class=\"status\"><span class=\"pill failing\">failing</span></td>"
                                       + "<td>unit <code>Sources/Features/Search</code></td><td>unit <code>Sources/Features/Profile</code></td>"
                                       + "<td class=\"number\">2</td><td class=\"number\">1</td></tr>"), section)
        XCTAssertTrue(section.contains("<td>layer <code>Data</code></td><td>layer <code>Domain</code></td><td class=\"number\">1</td><td class=\"number\">0</td>"), section)
        // C5, checked, no longer says to review it by hand.
        let c5 = try XCTUnwrap(html.components(separatedBy: "<span class=\"id\">C5</span>").dropFirst().first?.components(separatedBy: "</tr>").first)
        XCTAssertTrue(c5.contains("restricted_<wbr>type"), c5)
        XCTAssertFalse(c5.contains("Review by hand"), c5)
        XCTAssertFalse(html.components(separatedBy: "<h2>C. ")[0].contains("Layer pairs"), "the pairs are in section G only")
    }

    func testBaselineCountsNewFindingsPerLayerPair() throws {
        let folder = try project()
        XCTAssertEqual(run(["lint", "--write-baseline", "baseline.json", "--no-cache"], in: folder).status, .success)
        // A second use of Data in the domain, in a new declaration: new.
        try RuleFixtureSupport.write("struct User {\n    let record: UserRecord\n}\nstruct Account {\n    let client: LegacyClient\n}\n",
                                     to: folder + "/Sources/Domain/User.swift")
        let lint = run(["lint", "--baseline", "baseline.json", "--format", "json", "--no-cache"], in: folder)
        let new = try XCTUnwrap(try json(lint.stdout) as? [[String: Any]])
        XCTAssertEqual(new.map { $0["rule"] as? String }, ["layer_dependency", "restricted_type"])
        let report = try XCTUnwrap(try json(run(["report", "--baseline", "baseline.json", "--format", "json", "--no-cache"], in: folder).stdout) as? [String: Any])
        let domainToData = try XCTUnwrap((report["layerPairs"] as? [[String: Any]])?.first { $0["from"] as? String == "Domain" })
        XCTAssertEqual(domainToData["uses"] as? Int, 2)
        XCTAssertEqual(domainToData["findings"] as? Int, 2)
        XCTAssertEqual(domainToData["newFindings"] as? Int, 1)
        let markdown = run(["report", "--baseline", "baseline.json", "--format", "markdown", "--no-cache"], in: folder).stdout
        XCTAssertTrue(markdown.contains("| ❌ | layer `Domain` | layer `Data` | 2 | 2 (1 new) |"), markdown)
    }

    // MARK: - lint's formats

    func testSARIFCarriesTheRulesMetadataAndResults() throws {
        let result = run(["lint", "--format", "sarif", "--no-cache"], in: try project())
        XCTAssertEqual(result.status, .failingFindings, result.stderr)
        let log = try XCTUnwrap(try json(result.stdout) as? [String: Any])
        let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for id in ["layer_dependency", "restricted_type"] {
            let rule = try XCTUnwrap(rules.first { $0["id"] as? String == id }, id)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error", id)
            XCTAssertFalse(((rule["shortDescription"] as? [String: Any])?["text"] as? String ?? "").isEmpty, id)
            // The help is `explain`'s text, which says what turns the rule on.
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            XCTAssertTrue(help.contains("on when \(id == "layer_dependency" ? "layers:" : "restricted_types:") is configured"), help)
            XCTAssertEqual((rule["properties"] as? [String: Any])?["tags"] as? [String], ["architecture"], id)
        }
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        let layer = results.filter { $0["ruleId"] as? String == "layer_dependency" }
        XCTAssertEqual(layer.count, 3)
        let first = try XCTUnwrap(layer.first)
        XCTAssertEqual((first["message"] as? [String: Any])?["text"] as? String,
                       "'User' (layer Domain) uses 'UserRecord' of layer Data; Domain may use no other layer (The domain knows no storage)")
        let physical = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Domain/User.swift")
        XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 2)
        XCTAssertEqual((physical["region"] as? [String: Any])?["startColumn"] as? Int, 17)
        XCTAssertEqual(results.filter { $0["ruleId"] as? String == "restricted_type" }.count, 1)
    }

    func testJSONAndGitHubFormatsCarryBothRules() throws {
        let folder = try project()
        let findings = try XCTUnwrap(try json(run(["lint", "--format", "json", "--no-cache"], in: folder).stdout) as? [[String: Any]])
        let restricted = try XCTUnwrap(findings.first { $0["rule"] as? String == "restricted_type" })
        XCTAssertEqual(restricted["path"] as? String, "Sources/Features/Search/SearchView.swift")
        XCTAssertEqual(restricted["line"] as? Int, 5)
        XCTAssertEqual(restricted["severity"] as? String, "error")
        XCTAssertEqual(restricted["message"] as? String, "'LegacyClient' may be used only in **/*Live.swift; reach it through its dependency")
        let github = run(["lint", "--format", "github", "--no-cache"], in: folder).stdout
        XCTAssertTrue(github.contains("::error file=Sources/Features/Search/SearchView.swift,line=3,col=18,"), github)
        XCTAssertTrue(github.contains("'SearchView' (unit Sources/Features/Search of layer Features) uses 'ProfileView' of unit Sources/Features/Profile; the units of Features are independent"), github)
        XCTAssertTrue(github.contains("::error file=Sources/Features/Search/SearchView.swift,line=5,col=18,"), github)
    }

    /// A finding in a nested type names it with its outer types: a TCA reducer's `State` alone is one of many.
    func testTheSubjectOfANestedTypeIsQualified() throws {
        let folder = try project([
            ".archlint.yml": "layers:\n  - name: Domain\n    paths: [\"Sources/Domain/**\"]\n    may_use: []\n  - name: Data\n    paths: [\"Sources/Data/**\"]\n",
            "Sources/Data/Record.swift": "struct Record {}\n",
            "Sources/Domain/Settings.swift": "struct Settings {\n    struct State {\n        let record: Record\n    }\n}\n",
        ])
        let findings = try XCTUnwrap(try json(run(["lint", "--format", "json", "--no-cache"], in: folder).stdout) as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["message"] as? String },
                       ["'Settings.State' (layer Domain) uses 'Record' of layer Data; Domain may use no other layer"])
    }

    // MARK: - explain

    func testExplainSaysWhatTurnsEachRuleOn() throws {
        for (id, section, items) in [("layer_dependency", "layers:", "G1, G2"), ("restricted_type", "restricted_types:", "C5, G3")] {
            let result = run(["explain", id], in: try project())
            XCTAssertEqual(result.status, .success, id)
            XCTAssertTrue(result.stdout.contains("Default severity: error; on when \(section) is configured in .archlint.yml"), result.stdout)
            XCTAssertTrue(result.stdout.contains("Checklist items: \(items) (archlint report)"), result.stdout)
            XCTAssertFalse(result.stdout.contains("enabled by default"), result.stdout)
        }
    }

    // MARK: - the guide

    /// The YAML blocks of `text` that configure `layers:` or `restricted_types:`.
    private static func architectureBlocks(_ text: String) -> [String] {
        text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            .filter { $0.hasPrefix("layers:") || $0.hasPrefix("restricted_types:") }
    }

    /// docs/architecture.md, and the team-rule findings of lint over `files` with the guide's
    /// configuration that contains `marker` as `.archlint.yml`.
    private func guideFindings(configurationContaining marker: String, files: [String: String]) throws -> (guide: String, findings: [[String: Any]]) {
        let guide = try String(contentsOf: RuleFixtureSupport.repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var files = files
        files[".archlint.yml"] = try XCTUnwrap(Self.architectureBlocks(guide).first { $0.contains(marker) }, marker)
        let folder = try project(files)
        let findings = try XCTUnwrap(try json(run(["lint", "--format", "json", "--no-cache"], in: folder).stdout) as? [[String: Any]])
        return (guide, findings.filter { ["layer_dependency", "restricted_type"].contains($0["rule"] as? String) })
    }

    /// Every configuration the README and docs/architecture.md show is accepted as written, without warnings.
    func testTheGuidesConfigurationsAreAcceptedAsWritten() throws {
        let root = RuleFixtureSupport.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let guide = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        XCTAssertEqual(Self.architectureBlocks(readme).count, 1)
        XCTAssertEqual(Self.architectureBlocks(guide).count, 3, "clean architecture, TCA, MVVM")
        for block in Self.architectureBlocks(readme) + Self.architectureBlocks(guide) {
            let configuration = try Configuration(yaml: block, path: ".archlint.yml", catalog: .builtIn)
            XCTAssertEqual(configuration.architecture.warnings, [], block)
            XCTAssertFalse(configuration.architecture.layers.isEmpty, block)
        }
    }

    /// The guide's MVVM layout reports a view naming a service, not one going through its view model,
    /// nor a view's own nested type of a service's name, with the message the guide quotes.
    func testTheGuidesMVVMLayoutKeepsViewsAwayFromServices() throws {
        let (guide, findings) = try guideFindings(configurationContaining: "App/ViewModels/**", files: [
            "App/Models/Profile.swift": "struct Profile {}\n",
            "App/Services/ProfileService.swift": "final class ProfileService {\n    func load() -> Profile { Profile() }\n}\n",
            "App/ViewModels/ProfileViewModel.swift": "final class ProfileViewModel {\n    let service: ProfileService\n    init(service: ProfileService) { self.service = service }\n}\n",
            "App/Views/ProfileView.swift": "struct ProfileView {\n    let model: ProfileViewModel\n    let service: ProfileService\n}\n",
            "App/Views/SettingsView.swift": "struct SettingsView {\n    struct ProfileService {}\n    let model: ProfileViewModel\n    let local: ProfileService\n}\n",
        ])
        XCTAssertEqual(findings.map { "\($0["path"]!):\($0["line"]!)" }, ["App/Views/ProfileView.swift:3"])
        let message = "'ProfileView' (layer Views) uses 'ProfileService' of layer Services; Views may use Models, ViewModels (views reach services through their view model)"
        XCTAssertEqual(findings.first?["message"] as? String, message)
        // The guide quotes it (across its line breaks).
        XCTAssertTrue(guide.replacingOccurrences(of: "\n", with: " ").contains("`\(message)`"), message)
    }

    /// The guide's TCA layout reports a feature naming another feature and the legacy class outside
    /// the live implementations, with the messages it quotes; the interface, and the legacy code's
    /// own folder of no layer, are allowed.
    func testTheGuidesTCALayoutKeepsFeaturesApartAndTheLegacyClassBehindItsSeam() throws {
        let (guide, findings) = try guideFindings(configurationContaining: "Sources/*Live/**", files: [
            "Sources/SharedModels/User.swift": "struct User {}\n",
            "Sources/ApiClient/ApiClient.swift": "struct ApiClient {\n    var fetch: () -> User\n}\n",
            "Sources/ApiClientLive/LiveKey.swift": "extension ApiClient {\n    static let live = ApiClient(fetch: { LegacyNetworkManager().user() })\n}\n",
            "Legacy/LegacyNetworkManager.swift": "final class LegacyNetworkManager {\n    func user() -> User { User() }\n}\n",
            "Sources/SettingsFeature/SettingsView.swift": "struct SettingsView {\n    let user: User\n}\n",
            "Sources/HomeFeature/HomeView.swift": "struct HomeView {\n    let settings: SettingsView\n    let api: ApiClient\n    let legacy: LegacyNetworkManager\n}\n",
        ])
        XCTAssertEqual(findings.map { "\($0["path"]!):\($0["line"]!) \($0["rule"]!)" },
                       ["Sources/HomeFeature/HomeView.swift:2 layer_dependency", "Sources/HomeFeature/HomeView.swift:4 restricted_type"])
        let flowing = guide.replacingOccurrences(of: "\n", with: " ")
        for message in findings.compactMap({ $0["message"] as? String }) {
            XCTAssertTrue(flowing.contains("`\(message)`"), message)
        }
    }

    /// The guide's clean architecture: a presentation type reaching for a data type, the domain
    /// importing UIKit and `URLSession` outside the networking folder are reported; the domain used
    /// from every layer and the networking folder's own `URLSession` are not.
    func testTheGuidesCleanArchitectureReportsWhatItSays() throws {
        let findings = try guideFindings(configurationContaining: "Sources/Presentation/**", files: [
            "Sources/Domain/User.swift": "import UIKit\nstruct User {}\nprotocol UserRepository {\n    func user() -> User\n}\n",
            "Sources/Data/UserRecord.swift": "struct UserRecord {\n    let user: User\n    let session: URLSession\n}\n",
            "Sources/Data/Networking/Client.swift": "struct Client {\n    let session = URLSession.shared\n}\n",
            "Sources/Presentation/ProfileViewModel.swift": "final class ProfileViewModel {\n    let repository: any UserRepository\n    let record: UserRecord\n    init(repository: any UserRepository, record: UserRecord) {\n        self.repository = repository\n        self.record = record\n    }\n}\n",
            "App/AppRoot.swift": "struct AppRoot {\n    let model: ProfileViewModel\n    let record: UserRecord\n}\n",
        ]).findings
        XCTAssertEqual(findings.map { "\($0["path"]!):\($0["line"]!):\($0["column"]!) \($0["message"]!)" }, [
            "Sources/Data/UserRecord.swift:3:18 'URLSession' may be used only in Sources/Data/Networking/**; reach it through its dependency",
            "Sources/Domain/User.swift:1:8 'User' (layer Domain) imports 'UIKit'; Domain may import only Foundation (The domain performs no I/O and knows no UI)",
            "Sources/Presentation/ProfileViewModel.swift:3:17 'ProfileViewModel' (layer Presentation) uses 'UserRecord' of layer Data; "
                + "Presentation may use Domain, DesignSystem (Screens see the domain's models and protocols, never the data layer's types)",
        ])
    }
}
