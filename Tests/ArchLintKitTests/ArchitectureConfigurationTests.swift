import XCTest
@testable import ArchLintKit

/// `layers:` and `restricted_types:` (cli.md "Architecture configuration"): every configuration
/// error is one positioned line (with did-you-mean for a misspelt layer), and the warnings.
final class ArchitectureConfigurationTests: XCTestCase {
    private func configuration(_ yaml: String) throws -> Configuration {
        try Configuration(yaml: yaml, path: ".archlint.yml", catalog: .builtIn)
    }

    /// The error for `yaml` as `line:column: message`.
    private func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try configuration(yaml)
            XCTFail("expected an error for \(yaml.debugDescription)", file: file, line: line)
        } catch let error as ConfigurationError {
            return "\(error.line):\(error.column): \(error.message)"
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return ""
    }

    private let twoLayers = """
        layers:
          - name: Domain
            paths: ["Sources/Domain/**"]
            may_use: []
          - name: Features
            paths: ["Sources/Features/*/**"]
            may_use: [Domain, DesignSystem]
            independent: true
            may_import: [SwiftUI]
            must_not_import: [UIKit]
            include_tests: true
            reason: Features are independent.
        restricted_types:
          - types: [LegacySessionManager, "Legacy*"]
            only_in: ["**/*Live.swift"]
            include_tests: true
            reason: the TCA seam
          - types: [URLSession]
            only_in: []

        """

    func testTheContractsExampleIsRead() throws {
        let parsed = try configuration(twoLayers.replacingOccurrences(of: "[Domain, DesignSystem]", with: "[Domain]")).architecture
        XCTAssertEqual(parsed.layers.map(\.name), ["Domain", "Features"])
        XCTAssertEqual(parsed.layers[0].mayUse, [])
        XCTAssertNil(parsed.layers[0].mayImport)
        XCTAssertFalse(parsed.layers[0].isSplit)
        let features = parsed.layers[1]
        XCTAssertEqual(features.mayUse, ["Domain"])
        XCTAssertTrue(features.independent && features.includeTests && features.isSplit)
        XCTAssertEqual(features.mayImport, ["SwiftUI"])
        XCTAssertEqual(features.mustNotImport, ["UIKit"])
        XCTAssertEqual(features.reason, "Features are independent.")
        XCTAssertEqual(parsed.restrictedTypes.map(\.types), [["LegacySessionManager", "Legacy*"], ["URLSession"]])
        XCTAssertEqual(parsed.restrictedTypes.map(\.onlyIn.count), [1, 0])
        XCTAssertEqual(parsed.restrictedTypes.map(\.includeTests), [true, false])
        XCTAssertEqual(parsed.restrictedTypes.map(\.reason), ["the TCA seam", nil])
        XCTAssertEqual(parsed.warnings, [])
    }

    func testLayersAndUnitsOfPaths() throws {
        let parsed = try configuration(twoLayers.replacingOccurrences(of: "[Domain, DesignSystem]", with: "[Domain]")).architecture
        XCTAssertEqual(parsed.layerIndex(of: "Sources/Domain/User.swift")?.layer, 0)
        XCTAssertNil(parsed.layerIndex(of: "Sources/Domain/User.swift")?.unit)
        XCTAssertEqual(parsed.layerIndex(of: "Sources/Features/Search/Views/SearchView.swift")?.unit, "Sources/Features/Search")
        XCTAssertEqual(parsed.layerIndex(of: "Sources/Features/Profile/ProfileView.swift")?.unit, "Sources/Features/Profile")
        // `Features/*/**` does not match a file directly in Features; matching is case-sensitive.
        XCTAssertNil(parsed.layerIndex(of: "Sources/Features/Shared.swift"))
        XCTAssertNil(parsed.layerIndex(of: "sources/domain/User.swift"))
        // Package.swift files are in no layer.
        XCTAssertNil(parsed.layerIndex(of: "Sources/Domain/Package.swift"))
        // A partial component (`*Feature`) does not split.
        XCTAssertNil(ArchitectureConfiguration.LayerGlob("Sources/*Feature/**").unitComponent)
        XCTAssertNotNil(ArchitectureConfiguration.LayerGlob("Sources/*/**").unitComponent)
        XCTAssertNil(ArchitectureConfiguration.LayerGlob("Sources/*").unitComponent)
    }

    /// The places pass tests a path's suffix by bytes: the same answers as `String.hasSuffix`,
    /// a non-ASCII character before the suffix (which may join its first into one Character) included.
    func testSuffixesByBytesAnswerAsStrings() {
        let paths = ["A.swift", ".swift", "swift", "", "A.swift/", "A.SWIFT", "A.swif", "Ä.swift", "\u{600}.swift", "\u{600}/Package.swift",
                     "a.swift\u{301}", "e\u{301}.swift", "Package.swift", "x/Package.swift", "xPackage.swift", "Package.swift/", "🇫🇷.swift"]
        for path in paths {
            for suffix: StaticString in [".swift", "/Package.swift"] {
                XCTAssertEqual(path.hasASCIISuffix(suffix), path.hasSuffix(suffix.description), "\(path) ends with \(suffix)")
            }
            XCTAssertEqual(ArchitectureConfiguration.isManifest(path), path == "Package.swift" || path.hasSuffix("/Package.swift"), path)
        }
        XCTAssertTrue(ArchitectureConfiguration.isManifest("Package.swift") && ArchitectureConfiguration.isManifest("Kit/Package.swift"))
        XCTAssertFalse(ArchitectureConfiguration.isManifest("Kit/MyPackage.swift") || "A.swift".hasASCIISuffix("/Package.swift"))
    }

    func testFirstMatchingLayerInConfigurationOrderWins() throws {
        let parsed = try configuration("""
            layers:
              - name: Legacy
                paths: ["App/Legacy/**"]
              - name: App
                paths: ["App/**"]

            """).architecture
        XCTAssertEqual(parsed.layerIndex(of: "App/Legacy/Old.swift")?.layer, 0)
        XCTAssertEqual(parsed.layerIndex(of: "App/New.swift")?.layer, 1)
    }

    func testEveryConfigurationErrorIsPositioned() {
        // A `may_use` naming no layer, with did-you-mean.
        XCTAssertEqual(error(twoLayers.replacingOccurrences(of: "[Domain, DesignSystem]", with: "[Domian]")),
                       "7:15: 'may_use' of layer 'Features' names no layer 'Domian'; did you mean 'Domain'?")
        XCTAssertEqual(error(twoLayers), "7:23: 'may_use' of layer 'Features' names no layer 'DesignSystem'")
        // A duplicate layer name.
        XCTAssertEqual(error("layers:\n  - name: A\n    paths: [A]\n  - name: A\n    paths: [B]\n"), "4:11: duplicate layer name 'A'")
        // A unit glob in a layer without `independent: true`.
        XCTAssertEqual(error("layers:\n  - name: Features\n    paths: [\"Features/*/**\"]\n"),
                       "3:13: the glob 'Features/*/**' splits layer 'Features' into units by its '*' folder; add 'independent: true' to the layer, or name the folders with '**'")
        // A module in both import lists.
        XCTAssertEqual(error("layers:\n  - name: A\n    paths: [A]\n    may_import: [Foundation, UIKit]\n    must_not_import: [UIKit]\n"),
                       "5:23: module 'UIKit' is in both 'may_import' and 'must_not_import' of layer 'A'")
        // An entry without `only_in`.
        XCTAssertEqual(error("restricted_types:\n  - types: [URLSession]\n"),
                       "2:5: an entry of 'restricted_types' needs 'only_in' (the globs where its types may be used; [] for only their declaring files)")
        // Unknown keys, missing keys and wrong types.
        XCTAssertEqual(error("layers:\n  - name: A\n    path: [A]\n"), "3:5: unknown key 'path' in a layer; did you mean 'paths'?")
        XCTAssertEqual(error("layers:\n  - name: A\n"), "2:5: missing key 'paths' in layer 'A'")
        XCTAssertEqual(error("layers:\n  - paths: [A]\n"), "2:5: missing key 'name' in a layer")
        XCTAssertEqual(error("layers:\n  - name: A\n    paths: [A]\n    independent: yes\n"), "4:18: expected true or false for 'independent', found 'yes'")
        XCTAssertEqual(error("layers: Domain\n"), "1:9: expected a list for 'layers', found 'Domain'")
        XCTAssertEqual(error("restricted_types:\n  - types: [A]\n    onlyin: []\n"), "3:5: unknown key 'onlyin' in an entry of 'restricted_types'; did you mean 'only_in'?")
        XCTAssertEqual(error("restricted_types:\n  - only_in: []\n"), "2:5: missing key 'types' in an entry of 'restricted_types'")
    }

    func testWarnings() throws {
        let parsed = try configuration("""
            layers:
              - name: Features
                paths: ["Features/**"]
                independent: true
              - name: Core
                paths: ["Core/**"]
                may_use: [Core]
              - name: Empty
                paths: ["Later/**"]

            """).architecture
        XCTAssertEqual(parsed.warnings, [
            ".archlint.yml:2:11: warning: layer 'Features' is independent but no glob of it has a '*' folder component (Features/*/**), so it has no units",
            ".archlint.yml:5:11: warning: layer 'Core' names itself in 'may_use'; a layer always uses itself",
        ])
        // A layer no indexed Swift file belongs to is a warning, so that a new, still empty layer can be declared.
        XCTAssertEqual(parsed.emptyLayerWarnings(LayerPlaces(parsed, paths: ["Core/B.swift", "Features/A.swift", "Later/Header.h", "Later/Package.swift"], jobs: 1)),
                       [".archlint.yml:8:11: warning: layer 'Empty' matches no Swift file of the project"])
        XCTAssertEqual(parsed.emptyLayerWarnings(LayerPlaces(parsed, paths: ["Core/B.swift", "Features/A.swift", "Later/C.swift"], jobs: 1)), [])
    }

    /// The layer places of a run's indexed paths: one glob pass, on several threads in order, read
    /// by the empty-layer warnings and the layer model, which finds its files among the paths in
    /// one walk (a file not among them gets its place from the globs).
    func testLayerPlacesOfThePathsAndOfTheFilesAmongThem() throws {
        let parsed = try configuration("""
            layers:
              - name: Features
                paths: ["Features/*/**"]
                independent: true
              - name: Core
                paths: ["Core/**", "Features/**"]
              - name: Shadowed
                paths: ["Core/**"]

            """).architecture
        let places = LayerPlaces(parsed, paths: ["Core/A.swift", "Core/B.h", "Core/Package.swift", "Features/Search/View.swift", "Features/X.swift"], jobs: 2)
        XCTAssertEqual(places.places.map(\.layer), [1, -1, -1, 0, 1])
        XCTAssertEqual(places.places.map(\.unit), [nil, nil, nil, "Features/Search", nil])
        let files = ["App/Z.swift", "Core/A.swift", "Features/Other/Y.swift", "Features/X.swift", "Zed/Late.swift"]
        XCTAssertEqual(places.places(of: files, in: parsed).map(\.layer), [-1, 1, 0, 1, -1])
        XCTAssertEqual(places.places(of: files, in: parsed).map(\.unit), [nil, nil, "Features/Other", nil, nil])
        let many = (0..<1000).map { "Features/F" + String(10000 + $0).dropFirst() + "/View.swift" }
        XCTAssertEqual(LayerPlaces(parsed, paths: many, jobs: 4).places.map(\.unit), many.map { String($0.dropLast("/View.swift".count)) })
        // A layer whose files an earlier layer takes is empty too.
        XCTAssertEqual(parsed.emptyLayerWarnings(LayerPlaces(parsed, paths: ["Core/A.swift"], jobs: 1)),
                       [".archlint.yml:2:11: warning: layer 'Features' matches no Swift file of the project",
                        ".archlint.yml:7:11: warning: layer 'Shadowed' matches no Swift file of the project"])
        XCTAssertEqual(parsed.emptyLayerWarnings(places), [".archlint.yml:7:11: warning: layer 'Shadowed' matches no Swift file of the project"])
    }

    func testTheRulesAreOnOnlyWhenConfigured() throws {
        let none = try configuration("")
        let layered = try configuration("layers:\n  - name: A\n    paths: [A]\n")
        let restricted = try configuration("restricted_types:\n  - types: [A]\n    only_in: []\n")
        let layerRule = try XCTUnwrap(RuleCatalog.builtIn[LayerDependency.id]), restrictedRule = try XCTUnwrap(RuleCatalog.builtIn[RestrictedType.id])
        XCTAssertFalse(none.isEnabled(layerRule, enable: [LayerDependency.id], disable: []))
        XCTAssertFalse(none.isEnabled(restrictedRule, enable: [], disable: []))
        XCTAssertTrue(layered.isEnabled(layerRule, enable: [], disable: []))
        XCTAssertFalse(layered.isEnabled(restrictedRule, enable: [], disable: []))
        XCTAssertTrue(restricted.isEnabled(restrictedRule, enable: [], disable: []))
        XCTAssertFalse(layered.isEnabled(layerRule, enable: [], disable: [LayerDependency.id]))
        XCTAssertFalse(try configuration("disabled_rules: [layer_dependency]\nlayers:\n  - name: A\n    paths: [A]\n").isEnabled(layerRule, enable: [], disable: []))
    }

    func testRestrictedNamePatterns() {
        XCTAssertTrue(RestrictedType.matches("Legacy*", "Legacy"))
        XCTAssertTrue(RestrictedType.matches("Legacy*", "LegacyAPIClient"))
        XCTAssertTrue(RestrictedType.matches("*Manager", "SessionManager"))
        XCTAssertTrue(RestrictedType.matches("L*A*Client", "LegacyAPIClient"))
        XCTAssertFalse(RestrictedType.matches("Legacy*", "NotLegacy"))
        XCTAssertFalse(RestrictedType.matches("URLSession", "URLSessionTask"))
    }

    /// The command line: a configuration error is one line and exit 2; warnings go to stderr and the run goes on.
    func testCommandLineExitsTwoOnErrorsAndPrintsWarnings() throws {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try RuleFixtureSupport.write("struct X {}\n", to: folder + "/A/X.swift")
        func run() -> (status: ExitStatus, stderr: String) {
            var stderr = ""
            let context = ToolContext(currentDirectory: folder, environment: [:], standardOutputIsTerminal: false,
                                      readStandardInput: { [] }, writeStandardOutput: { _ in }, writeStandardError: { stderr += $0 })
            return (ArchLintTool.run(["lint", "--no-cache", "."], context: context), stderr)
        }
        try RuleFixtureSupport.write("layers:\n  - name: A\n    paths: [A]\n  - name: B\n    paths: [B]\n    may_use: [Aa]\n", to: folder + "/.archlint.yml")
        var result = run()
        XCTAssertEqual(result.status, .usageOrSetupError)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(".archlint.yml:6:15: error: 'may_use' of layer 'B' names no layer 'Aa'; did you mean 'A'?\n"), result.stderr)
        try RuleFixtureSupport.write("layers:\n  - name: A\n    paths: [A]\n  - name: B\n    paths: [B]\n", to: folder + "/.archlint.yml")
        result = run()
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stderr.contains(".archlint.yml:4:11: warning: layer 'B' matches no Swift file of the project\n"), result.stderr)
    }

    /// `--statistics` groups `layer_dependency` findings by layer pair, most frequent first.
    func testStatisticsGroupByLayerPair() throws {
        let folder = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures/layer_dependency/report_layer_uses").path
        var stdout = ""
        let context = ToolContext(currentDirectory: folder, environment: [:], standardOutputIsTerminal: false,
                                  readStandardInput: { [] }, writeStandardOutput: { stdout += $0 }, writeStandardError: { _ in })
        XCTAssertEqual(ArchLintTool.run(["lint", "--no-cache", "--statistics", "."], context: context), .failingFindings)
        XCTAssertTrue(stdout.contains("3    layer Presentation → Data  remove the dependency or allow it in the configuration"), stdout)
    }
}
