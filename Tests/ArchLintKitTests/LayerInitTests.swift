import Foundation
import XCTest
@testable import ArchLintKit

/// `archlint init --layers [PATH]` (cli.md "Architecture configuration") and `archlint graph
/// --kind layers` (cli.md "Architecture views"), run as the real binary on generated projects.
final class LayerInitTests: XCTestCase {
    private func project() throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        return project
    }

    /// Two packages with a target named `Models` each, a test target, test code inside a source
    /// target, an app folder split into `Views` and `Services` that use each other (a cycle).
    private func writePackages(_ project: Project, under folder: String = "") throws {
        let prefix = folder.isEmpty ? "" : folder + "/"
        try project.write(prefix + "PkgA/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "PkgA", targets: [
                .target(name: "Models"), .target(name: "Networking", dependencies: ["Models"]),
                .testTarget(name: "ModelsTests", dependencies: ["Models"]),
            ])
            """)
        try project.write(prefix + "PkgB/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "PkgB", targets: [.target(name: "Models"), .target(name: "Feature")])
            """)
        try project.write(prefix + "PkgA/Sources/Models/User.swift", "public struct User {}\n")
        try project.write(prefix + "PkgA/Sources/Networking/Client.swift", "import Models\npublic struct Client { let user: User }\n")
        // Test code: neither the test target nor a test file of a source target makes a use.
        try project.write(prefix + "PkgA/Tests/ModelsTests/UserTests.swift",
                          "import XCTest\n@testable import Models\nimport Feature\nfinal class UserTests: XCTestCase { let view: FeatureView? = nil }\n")
        try project.write(prefix + "PkgA/Sources/Networking/ClientMock.swift", "import Feature\nstruct ClientMock { let view: FeatureView }\n")
        try project.write(prefix + "PkgB/Sources/Models/Song.swift", "public struct Song {}\n")
        try project.write(prefix + "PkgB/Sources/Feature/FeatureView.swift", """
            import Models
            import Networking
            public struct FeatureView {
                // A comment naming RootView and a string "Service" are no uses.
                let song: Song
                let client: Client
            }

            """)
        try project.write(prefix + "App/Views/RootView.swift", "import Feature\nstruct RootView { let feature: FeatureView; let service: Service }\n")
        try project.write(prefix + "App/Services/Service.swift", "import Networking\nstruct Service { let client: Client; let shown: RootView? }\n")
    }

    private func layerFindings(_ result: Project.Result) -> [Substring] {
        result.stdout.split(separator: "\n").filter { $0.hasSuffix("[layer_dependency]") }
    }

    /// The layers of a written section: name → (paths, may_use), in order.
    private func layers(_ text: String) throws -> [(name: String, paths: [String], mayUse: [String])] {
        let configuration = try Configuration(yaml: text, path: ".archlint.yml", catalog: .builtIn).architecture
        return configuration.layers.map { ($0.name, $0.paths.map(\.glob.pattern), $0.mayUse ?? ["(absent)"]) }
    }

    func testPackagesGiveOneLayerPerTargetWithTodaysUsesAndNoFindingUntilANewOne() throws {
        let project = try project()
        try writePackages(project)
        let initialized = project.run(["init", "--layers"])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertEqual(initialized.stdout, "Wrote .archlint.yml in . with 6 layers, each allowed to use exactly the layers it uses today (1 cycle listed above the section).\n")
        let written = try project.read(".archlint.yml")
        let found = try layers(written)
        // Prefixed by the package only where two packages have a target of one name; no test target.
        XCTAssertEqual(found.map(\.name), ["PkgA.Models", "Networking", "Feature", "PkgB.Models", "Services", "Views"])
        XCTAssertEqual(found.map(\.paths), [["PkgA/Sources/Models/**"], ["PkgA/Sources/Networking/**"], ["PkgB/Sources/Feature/**"],
                                            ["PkgB/Sources/Models/**"], ["App/Services/**"], ["App/Views/**"]])
        // Exactly today's uses by non-test code, by name: Networking's mock names FeatureView, which is no use.
        XCTAssertEqual(found.map(\.mayUse), [[], ["PkgA.Models"], ["Networking", "PkgA.Models", "PkgB.Models"], [],
                                             ["Networking", "Views"], ["Feature", "Services"]])
        XCTAssertFalse(written.contains("may_import") || written.contains("must_not_import") || written.contains("independent: true\n  "),
                       "no import lists, no split layer")
        // The cycle, in a comment above the section; the app folder's suggested split layer too.
        let header = written.components(separatedBy: "\nlayers:\n")[0]
        XCTAssertTrue(header.contains("# Layers that use each other today (1 cycle):\n#   Services, Views\n"), header)
        XCTAssertTrue(header.contains("# App holds 2 layers:\n#   Services, Views\n# One layer split into independent units, one per folder, could replace them:\n#   - name: App\n#     paths: [\"App/*/**\"]\n#     independent: true"), header)
        // Sibling targets in a folder without a Swift file of its own: the same suggestion.
        XCTAssertTrue(header.contains("# PkgA/Sources holds 2 layers:\n#   PkgA.Models, Networking\n"), header)
        XCTAssertTrue(header.split(separator: "\n").allSatisfy { $0.hasPrefix("#") })

        let clean = project.run(["lint", "--no-cache", "."])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(layerFindings(clean), [])
        // One forbidden reference: exactly one finding.
        try project.write("PkgA/Sources/Networking/Client.swift", "import Models\npublic struct Client { let user: User; let song: RootView? }\n")
        let one = project.run(["lint", "--no-cache", "."])
        XCTAssertEqual(one.status, 1)
        XCTAssertEqual(layerFindings(one), ["PkgA/Sources/Networking/Client.swift:2:50: error: 'Client' (layer Networking) uses 'RootView' of layer Views; Networking may use PkgA.Models [layer_dependency]"])
    }

    func testFoldersGiveLayersAndAFolderOfSourceFoldersOneLayerPerChild() throws {
        let project = try project()
        try project.write("main.swift", "let app = AppRoot()\n")
        try project.write("Models/Note.swift", "struct Note {}\n")
        // A folder with a Swift file of its own is one layer, whatever its subfolders.
        try project.write("Services/Store.swift", "struct Store { let notes: [Note] }\n")
        try project.write("Services/Sync/Syncer.swift", "struct Syncer { let store: Store }\n")
        // No Swift file of its own and two source folders: one layer per child.
        try project.write("Features/Search/SearchView.swift", "struct SearchView { let store: Store }\n")
        try project.write("Features/Profile/ProfileView.swift", "struct ProfileView { let note: Note }\n")
        try project.write("Features/Profile/Detail/ProfileDetail.swift", "struct ProfileDetail { let search: SearchView }\n")
        try project.write("App/AppRoot.swift", "struct AppRoot { let search: SearchView; let profile: ProfileView }\n")
        // Test code only: no layer.
        try project.write("AppTests/StoreTests.swift", "import XCTest\nfinal class StoreTests: XCTestCase { let root: AppRoot? = nil }\n")
        let initialized = project.run(["init", "--layers", "."])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        let written = try project.read(".archlint.yml")
        let found = try layers(written)
        XCTAssertEqual(found.map(\.name), ["App", "Profile", "Search", "Models", "Services", "Root"])
        XCTAssertEqual(found.map(\.paths), [["App/**"], ["Features/Profile/**"], ["Features/Search/**"], ["Models/**"], ["Services/**"], ["*.swift"]])
        XCTAssertEqual(found.map(\.mayUse), [["Profile", "Search"], ["Models", "Search"], ["Services"], [], ["Models"], ["App"]])
        XCTAssertTrue(written.contains("# Features holds 2 layers:\n#   Profile, Search\n"), written)
        XCTAssertTrue(written.contains("#     paths: [\"Features/*/**\"]\n"))
        XCTAssertFalse(written.contains("cycle"), "no cycle today")
        XCTAssertFalse(written.contains("Services/*/**"), "a folder with a file of its own is no split")
        XCTAssertEqual(layerFindings(project.run(["lint", "--no-cache", "."])), [])
        try project.write("Models/Note.swift", "struct Note { let view: ProfileView? }\n")
        XCTAssertEqual(layerFindings(project.run(["lint", "--no-cache", "."])).count, 1)
    }

    /// Folder names a glob or YAML would read otherwise: quoted names, and `?` in the glob for each
    /// pattern character, so every file is in its layer (no layer matches no file) and lint agrees.
    func testFolderNamesWithPatternAndYAMLCharactersStayExact() throws {
        let project = try project()
        try project.write("Legacy [old]/Store.swift", "struct Store { let note: Note }\n")
        try project.write("My App: #1/Note.swift", "struct Note {}\n")
        try project.write("true/Flag.swift", "struct Flag { let store: Store }\n")
        XCTAssertEqual(project.run(["init", "--layers"]).status, 0)
        let written = try project.read(".archlint.yml")
        XCTAssertTrue(written.contains("  - name: \"Legacy [old]\"\n    paths: [\"Legacy ?old?/**\"]\n    may_use: [\"My App: #1\"]\n"), written)
        XCTAssertEqual(try layers(written).map(\.name), ["Legacy [old]", "My App: #1", "true"])
        let clean = project.run(["lint", "--no-cache", "."])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertFalse(clean.stderr.contains("warning:"), clean.stderr)
        try project.write("My App: #1/Note.swift", "struct Note { let flag: Flag? }\n")
        XCTAssertEqual(layerFindings(project.run(["lint", "--no-cache", "."])).count, 1)
    }

    /// Each group of layers that use each other today is listed once, also a cycle of three and
    /// two groups apart; a layer that only uses a cycle is in none.
    func testEveryCycleIsListedAboveTheSectionAndNoLayerOutsideOne() throws {
        let project = try project()
        try project.write("A/A.swift", "struct A { let b: B }\n")
        try project.write("B/B.swift", "struct B { let a: A? }\n")
        try project.write("C/C.swift", "struct C { let d: D }\n")
        try project.write("D/D.swift", "struct D { let e: E }\n")
        try project.write("E/E.swift", "struct E { let c: C? }\n")
        try project.write("F/F.swift", "struct F { let a: A; let c: C }\n")
        XCTAssertEqual(project.run(["init", "--layers"]).status, 0)
        let written = try project.read(".archlint.yml")
        XCTAssertTrue(written.contains("# Layers that use each other today (2 cycles):\n#   A, B\n#   C, D, E\nlayers:\n"), written)
        XCTAssertEqual(try layers(written).map(\.mayUse), [["B"], ["A"], ["D"], ["E"], ["C"], ["A", "C"]])
    }

    /// PATH below the git root: the section is written for PATH's own `.archlint.yml`, so its globs
    /// are relative to PATH and its uses resolved as with PATH the root (a type declared earlier in
    /// path order elsewhere under the git root does not count).
    func testPathBelowTheGitRootIsTheRootOfTheWrittenConfiguration() throws {
        let project = try project()
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try project.write("Other/Elsewhere/Client.swift", "struct Client {}\nstruct RootView {}\n")
        try writePackages(project, under: "app")
        let initialized = project.run(["init", "--layers", "app"])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertEqual(initialized.stdout.split(separator: " ").prefix(4), ["Wrote", ".archlint.yml", "in", "app"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent(".archlint.yml").path))
        let found = try layers(try project.read("app/.archlint.yml"))
        XCTAssertEqual(found.first?.paths, ["PkgA/Sources/Models/**"])
        XCTAssertEqual(found.first { $0.name == "Services" }?.mayUse, ["Networking", "Views"])
        let clean = project.run(["lint", "--no-cache", "."], directory: "app")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
    }

    func testAnExistingConfigurationIsNeverOverwrittenAndTheSectionGoesToStandardOutput() throws {
        let project = try project()
        try writePackages(project)
        let existing = "excluded: [\"PkgB/Sources/Models/**\"]\n"
        try project.write(".archlint.yml", existing)
        let printed = project.run(["init", "--layers"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(try project.read(".archlint.yml"), existing)
        XCTAssertTrue(printed.stdout.contains("\nlayers:\n  - name: "), printed.stdout)
        XCTAssertEqual(printed.stderr, "archlint: .archlint.yml already exists in \(project.root.path); not overwriting it; the layers: section is on standard output\n")
        // The printed section, pasted into the existing file, holds today's architecture.
        try project.write(".archlint.yml", existing + printed.stdout)
        let clean = project.run(["lint", "--no-cache", "."])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(layerFindings(clean), [])
        // Plain `init` still refuses, as before.
        XCTAssertEqual(project.run(["init"]).status, 2)
    }

    func testUsageErrorsExitTwo() throws {
        let project = try project()
        try project.write("Sources/A.swift", "struct A {}\n")
        try project.write("Docs/readme.md", "text\n")
        let cases: [([String], String)] = [
            (["init", "Sources"], "archlint: unexpected argument 'Sources' for 'archlint init'; a project folder goes after '--layers'\n"),
            (["init", "--jobs", "2"], "archlint: option '--jobs' belongs to 'archlint init --layers'; plain 'archlint init' takes no option\n"),
            (["init", "--layers", "Sources", "Docs"], "archlint: unexpected argument 'Docs' for 'archlint init'; it takes one project folder\n"),
            (["init", "--layers", "Missing"], "archlint: no such file or directory: Missing\n"),
            (["init", "--layers", "Sources/A.swift"], "archlint: 'archlint init --layers' takes a project folder; Sources/A.swift is a file\n"),
            (["init", "--layers", "Docs"], "archlint: no Swift files in Docs; nothing was linted\n"),
            (["graph", "--kind", "layers", "--module", "Sources"], "archlint: option '--module' selects types; '--kind layers' draws layers\n"),
        ]
        for (arguments, message) in cases {
            let result = project.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message, arguments.joined(separator: " "))
            XCTAssertEqual(result.stdout, "", arguments.joined(separator: " "))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Docs/.archlint.yml").path))
        XCTAssertTrue(project.run(["init", "--help"]).stdout.contains("archlint init --layers [PATH]"))
        XCTAssertTrue(project.run(["graph", "--help"]).stdout.contains("[--kind inheritance|dependencies|layers|all]"))
    }

    // MARK: - graph --kind layers

    private let configured = """
        layers:
          - name: Domain
            paths: ["Sources/Domain/**"]
            may_use: []
          - name: Features
            paths: ["Sources/Features/*/**"]
            may_use: [Domain]
            independent: true
          - name: App
            paths: ["App/**"]
          - name: Empty
            paths: ["Sources/Empty/**"]

        """

    private func writeLayeredProject(_ project: Project) throws {
        try project.write(".archlint.yml", configured)
        try project.write("Sources/Domain/User.swift", "struct User { let view: SearchView? }\nstruct Account {}\n")
        try project.write("Sources/Features/Search/SearchView.swift", "struct SearchView { let user: User; let account: Account; let profile: ProfileView? }\n")
        try project.write("Sources/Features/Profile/ProfileView.swift", """
            struct ProfileView {
                let user: User
                // archlint:disable:next layer_dependency
                let search: SearchView?
            }

            """)
        try project.write("App/AppRoot.swift", "struct AppRoot { let search: SearchView; let user: User }\n")
    }

    func testTheLayerGraphDrawsUsesWithCountsAndMarksForbiddenEdgesWithTheirFindings() throws {
        let project = try project()
        try writeLayeredProject(project)
        let json = project.run(["graph", "--kind", "layers", "--format", "json", "--no-cache"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let value = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(value["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["App", "Domain", "Empty", "Features:Sources/Features/Profile", "Features:Sources/Features/Search"])
        XCTAssertEqual(nodes.map { $0["kind"] as? String }, ["layer", "layer", "layer", "unit", "unit"])
        XCTAssertEqual(nodes.map { $0["files"] as? Int }, [1, 1, 0, 1, 1])
        let edges = try XCTUnwrap(value["edges"] as? [[String: Any]]).map { edge in
            "\(edge["from"]!) -> \(edge["to"]!) \(edge["references"]!) \(edge["forbidden"]! as! Bool) \(edge["findings"]!)"
        }
        XCTAssertEqual(edges, [
            "App -> Domain 1 false 0",
            "App -> Features:Sources/Features/Search 1 false 0",
            "Domain -> Features:Sources/Features/Search 1 true 1",
            "Features:Sources/Features/Profile -> Domain 1 false 0",
            // Forbidden (independent units), its one use suppressed: no finding.
            "Features:Sources/Features/Profile -> Features:Sources/Features/Search 1 true 0",
            // Two types of Domain: two references.
            "Features:Sources/Features/Search -> Domain 2 false 0",
            "Features:Sources/Features/Search -> Features:Sources/Features/Profile 1 true 1",
        ])
        let dot = project.run(["graph", "--kind", "layers", "--format", "dot", "--no-cache"]).stdout
        let dotEdges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        XCTAssertEqual(dotEdges.filter { $0.contains("color=\"#c0392b\"") }.count, 3)
        XCTAssertTrue(dot.contains("  \"Domain\" -> \"Features:Sources/Features/Search\" [xlabel=\"1 ⚠ 1 finding\", tooltip=\"Domain → Features:Sources/Features/Search: 1 reference, forbidden: 1 finding\", color=\"#c0392b\", fontcolor=\"#c0392b\", penwidth=2];"), dot)
        XCTAssertTrue(dot.contains("  \"App\" -> \"Domain\" [xlabel=\"1\", tooltip=\"App → Domain: 1 reference\"];"), dot)
        XCTAssertTrue(dot.contains("  subgraph cluster_3 {\n    label=\"Features\";"), dot)
        XCTAssertFalse(dot.contains(" label=\"1"), "edge counts are xlabels")
        let mermaid = project.run(["graph", "--kind", "layers", "--no-cache"]).stdout
        XCTAssertTrue(mermaid.hasPrefix("flowchart LR\n  n0[\"App\"]\n  n1[\"Domain\"]\n  n2[\"Empty\"]\n  subgraph l3[\"Features\"]\n    n3[\"Sources/Features/Profile\"]\n"), mermaid)
        XCTAssertTrue(mermaid.contains("  n1 -->|\"1 ⚠ 1 finding\"| n4\n"), mermaid)
        XCTAssertTrue(mermaid.hasSuffix("  linkStyle 2,4,6 stroke:#c0392b,stroke-width:2px,color:#c0392b\n"), mermaid)
        // Deterministic.
        XCTAssertEqual(project.run(["graph", "--kind", "layers", "--no-cache"]).stdout, mermaid)
    }

    func testWithoutLayersTheGraphDrawsTheLayersInitWouldFreezeAllAllowed() throws {
        let project = try project()
        try writePackages(project)
        let json = project.run(["graph", "--kind", "layers", "--format", "json", "--no-cache"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let value = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let names = try XCTUnwrap(value["nodes"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(names, ["Feature", "Networking", "PkgA.Models", "PkgB.Models", "Services", "Views"])
        let edges = try XCTUnwrap(value["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.count, 8)
        XCTAssertFalse(edges.contains { $0["forbidden"] as? Bool != false })
        XCTAssertFalse(project.run(["graph", "--kind", "layers", "--format", "dot", "--no-cache"]).stdout.contains("#c0392b"))
        // The frozen configuration draws the same edges, still all allowed.
        XCTAssertEqual(project.run(["init", "--layers"]).status, 0)
        let frozen = project.run(["graph", "--kind", "layers", "--format", "json", "--no-cache"])
        XCTAssertEqual(frozen.stdout, json.stdout)
    }

    /// Graphviz 2.43 lays out the layer graph of 40 layers, 20 of them split into 15 units, with
    /// thousands of labelled edges between clusters, without an error or warning.
    func testTheDOTLayerGraphOfManyLayersAndUnitsLaysOutCleanly() throws {
        guard let dot = GraphvizLayoutTests.dotExecutable else { throw XCTSkip("Graphviz is not installed") }
        let project = try project()
        var configuration = "layers:\n"
        var typeNames: [String] = []
        for layer in 0..<40 {
            let split = layer % 2 == 0
            configuration += "  - name: L\(layer)\n    paths: [\"L\(layer)/\(split ? "*/" : "")**\"]\n"
            configuration += layer % 3 == 0 ? "    may_use: []\n" : ""
            configuration += split ? "    independent: true\n" : ""
            for unit in 0..<(split ? 15 : 1) { typeNames.append("T\(layer)_\(unit)") }
        }
        try project.write(".archlint.yml", configuration)
        for (position, name) in typeNames.enumerated() {
            let parts = name.dropFirst().split(separator: "_")
            let folder = Int(parts[0])! % 2 == 0 ? "L\(parts[0])/U\(parts[1])" : "L\(parts[0])"
            let used = (1...8).map { typeNames[(position * 7_919 + $0 * 104_729) % typeNames.count] }
            try project.write("\(folder)/\(name).swift", "struct \(name) {\n" + used.enumerated().map { "    let v\($0.offset): \($0.element)?\n" }.joined() + "}\n")
        }
        let graph = project.run(["graph", "--kind", "layers", "--format", "dot", "--no-cache"])
        XCTAssertEqual(graph.status, 0, graph.stderr)
        let edges = graph.stdout.split(separator: "\n").filter { $0.contains(" -> ") }
        XCTAssertGreaterThan(edges.count, 1_500)
        XCTAssertGreaterThan(edges.filter { $0.contains("#c0392b") }.count, 100)
        let layout = try GraphvizLayoutTests.layOut(graph.stdout, dot: dot, scratch: project.root.path + "-layers")
        XCTAssertEqual(layout.status, 0, "dot failed: \(layout.log.prefix(500))")
        XCTAssertEqual(layout.log, "", "dot warned")
    }
}
