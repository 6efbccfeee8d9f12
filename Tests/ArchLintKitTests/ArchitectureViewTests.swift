import Foundation
import XCTest
@testable import ArchLintKit

/// `archlint graph` and `archlint report` (cli.md "Architecture views"), and the checklist catalog
/// they read (`Rules/checklists.yml`).
final class ArchitectureViewTests: XCTestCase {
    // MARK: - the catalog

    /// The items of checklists.md, by section.
    private let specItemIDs = ["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "C1", "C2", "C3", "C4", "C5", "C6",
                               "D1", "D2", "D3", "D4", "D5", "D6", "D7", "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8",
                               "F1", "F2", "F3", "F4", "F5", "G1", "G2", "G3"]

    func testEveryRuleIsLinkedFromAnItemAndEveryLinkedRuleExists() {
        let catalog = ChecklistCatalog.builtIn
        let ruleIDs = Set(RuleCatalog.builtIn.rules.map(\.id))
        for rule in ruleIDs {
            XCTAssertFalse(catalog.items(checkedBy: rule).isEmpty, "\(rule) is named by no checklist item")
        }
        for item in catalog.items {
            // Rules, a review reason, or both (reviewed by hand while none of its configured rules is on).
            XCTAssertFalse(item.rules.isEmpty && item.reviewReason == nil, item.id)
            for rule in item.rules { XCTAssertTrue(ruleIDs.contains(rule), "\(item.id) names unknown rule \(rule)") }
        }
    }

    func testEveryItemOfTheSpecIsInTheCatalog() throws {
        let catalog = ChecklistCatalog.builtIn
        XCTAssertEqual(catalog.items.map(\.id).filter { $0.first != "S" }, specItemIDs)
        // Beside the repository, the spec itself: each row's id and rules (or "review by hand").
        let spec = RuleFixtureSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/checklists.md").path
        guard let text = try? String(contentsOfFile: spec, encoding: .utf8) else { return }
        var rows: [(id: String, rules: [String])] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].count == 2, cells[0].first!.isUppercase else { continue }
            // The rules are the code spans that spell a rule id; others quote code (`.id(…)`, `independent: true`).
            let rules = cells[2].hasPrefix("review by hand") ? [] : cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 && $0.element.allSatisfy { $0 == "_" || ("a"..."z").contains($0) } }.map { String($0.element) }
            rows.append((cells[0], rules))
        }
        XCTAssertEqual(rows.map(\.id), specItemIDs)
        for row in rows {
            XCTAssertEqual(catalog.items.first { $0.id == row.id }?.rules, row.rules, row.id)
        }
    }

    /// The README's checklist table is the catalog's, row for row.
    func testReadmeChecklistTableIsTheCatalog() throws {
        let readme = try String(contentsOf: RuleFixtureSupport.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for item in ChecklistCatalog.builtIn.items {
            let rules = item.rules.map { "`\($0)`" }.joined(separator: ", ")
            let checkedBy = item.reviewReason.map { item.rules.isEmpty ? "review by hand: " + $0 : rules + "; review by hand " + $0 } ?? rules
            let row = "| \(item.id) | \(item.text.replacingOccurrences(of: "|", with: "\\|")) | \(checkedBy) |"
            XCTAssertTrue(readme.contains(row), "README lacks the row: \(row)")
        }
    }

    func testExplainNamesTheRulesChecklistItems() {
        let text = RuleCatalog.explainText(for: RuleCatalog.builtIn["init_injection"]!)
        XCTAssertTrue(text.contains("Checklist items: A1, E3"), text)
    }

    func testMalformedCatalogsAreRejectedWithTheirLine() {
        XCTAssertThrowsError(try ChecklistCatalog(yaml: "sections:\n  - id: A\n    title: T\n    items:\n      - id: A1\n        text: X\n", path: "c.yml")) {
            XCTAssertEqual(($0 as? ConfigurationError)?.line, 5)
        }
        XCTAssertThrowsError(try ChecklistCatalog(yaml: "sections: []\nextra: 1\n", path: "c.yml"))
    }

    // MARK: - counts equal lint's

    /// On the first fixture project of each rule that reports: the report's count per rule is
    /// lint's, and the total is lint's.
    func testReportCountsEqualLintOnFixtures() throws {
        var seen = Set<String>()
        for fixture in try RuleFixtureSupport.fixtureCases() where fixture.name.hasPrefix("report_") && seen.insert(fixture.rule).inserted {
            let lint = try Linter.lint(LintRequest(paths: [fixture.folder], jobs: 2, currentDirectory: fixture.folder))
            var request = LintRequest(paths: [fixture.folder], jobs: 2, currentDirectory: fixture.folder)
            request.keepsIndex = true
            let viewed = try Linter.lint(request)
            let report = ChecklistReport(catalog: .builtIn, index: try XCTUnwrap(viewed.index), findings: viewed.findings,
                                         newFindings: nil, enabledRules: viewed.rules.map(\.id), projectName: fixture.name,
                                         fileCount: viewed.fileCount)
            XCTAssertEqual(report.findings, lint.findings.count, fixture.folder)
            for rule in report.rules {
                XCTAssertEqual(rule.findings, lint.findings.count { $0.ruleID == rule.rule }, "\(fixture.folder) \(rule.rule)")
            }
            for item in report.items where !item.item.isReviewedByHand {
                XCTAssertEqual(item.findings, lint.findings.count { item.enabledRules.contains($0.ruleID) }, "\(fixture.folder) \(item.item.id)")
                // An item of configured rules (C5) is reviewed by hand while none of them is on.
                let off: ChecklistReport.Status = item.item.reviewReason == nil ? .notChecked : .byHand
                XCTAssertEqual(item.status, item.enabledRules.isEmpty ? off : item.findings > 0 ? .failing : .passing)
            }
        }
    }

    /// With a baseline written by lint, the report counts as new exactly what `lint --baseline` reports.
    func testNewFindingsAreThoseLintReportsOverTheBaseline() throws {
        let folder = try project(Self.files)
        XCTAssertEqual(run(["lint", "--write-baseline", "baseline.json", "--no-cache"], in: folder).status, .success)
        try RuleFixtureSupport.write("""
            import Core
            protocol FeedRefreshing {}
            @MainActor
            final class FeedViewModel: FeedRefreshing {
                private let client: FeedClient
                private let fallback = FeedClient(http: URLSessionClient(), cache: nil, onDone: {})
                init(client: FeedClient) { self.client = client }
                func refresh() { _ = ArchiveStorage.shared }
            }

            """, to: folder + "/App/Feed/FeedViewModel.swift")
        let lint = run(["lint", "--baseline", "baseline.json", "--format", "json", "--no-cache"], in: folder)
        let lintCount = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [Any]).count
        XCTAssertGreaterThan(lintCount, 0)
        let report = run(["report", "--baseline", "baseline.json", "--format", "json", "--no-cache"], in: folder)
        XCTAssertEqual(report.status, .success, report.stderr)
        let summary = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        XCTAssertEqual(summary["newFindings"] as? Int, lintCount)
        XCTAssertGreaterThan(try XCTUnwrap(summary["findings"] as? Int), lintCount)
    }

    // MARK: - edges equal the index's facts

    /// A package of two targets in folders of their names, `target` depending on `Core`.
    static func manifest(target: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "\(target)", targets: [
            .target(name: "Core", path: "Core"),
            .target(name: "\(target)", dependencies: ["Core"], path: "\(target)"),
        ])

        """
    }

    static let files = [
        "Package.swift": manifest(target: "App"),
        "Core/Networking.swift": """
            public protocol HTTPClient { func send() }
            public protocol Cache {}
            /// `Cache` in a comment and "ArchiveStorage()" in a string are no edges.
            public final class URLSessionClient: HTTPClient { public func send() {} }
            public final class ArchiveStorage: Cache {
                public static let shared = ArchiveStorage()
            }
            open class BaseService {}

            """,
        "App/Feed/FeedClient.swift": """
            import Core
            final class FeedClient: BaseService {
                init(http: any HTTPClient, cache: Cache?, onDone: @escaping () -> Void) {}
            }
            extension FeedClient: Cache {}

            """,
        "App/Feed/FeedViewModel.swift": """
            import Core
            protocol FeedRefreshing {}
            @MainActor
            final class FeedViewModel: FeedRefreshing {
                private let client: FeedClient
                init(client: FeedClient) { self.client = client }
                func refresh() { _ = ArchiveStorage.shared }
            }
            struct FeedRow {
                let model: FeedViewModel
                var title = "ArchiveStorage()"
            }

            """,
    ]

    func testGraphEdgesAreTheIndexFacts() throws {
        let folder = try project(Self.files)
        let result = run(["graph", "--format", "json", "--no-cache"], in: folder)
        XCTAssertEqual(result.status, .success, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let edges = try XCTUnwrap(document["edges"] as? [[String: String]]).map { "\($0["from"]!) \($0["kind"]!) \($0["to"]!)" }
        XCTAssertEqual(edges, [
            "App.FeedClient inherits Core.BaseService",
            "App.FeedClient conforms Core.Cache",
            "App.FeedClient injected Core.Cache",
            "App.FeedClient injected Core.HTTPClient",
            "App.FeedRow injected App.FeedViewModel",
            "App.FeedViewModel injected App.FeedClient",
            "App.FeedViewModel conforms App.FeedRefreshing",
            "App.FeedViewModel singleton Core.ArchiveStorage",
            "Core.ArchiveStorage conforms Core.Cache",
            "Core.URLSessionClient conforms Core.HTTPClient",
        ])
        // The dashed edge is the init_injection finding lint reports.
        let lint = run(["lint", "--format", "json", "--no-cache"], in: folder)
        XCTAssertTrue(lint.stdout.contains("'FeedViewModel' uses the singleton 'ArchiveStorage.shared'"), lint.stdout)
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]])
        let marked = nodes.filter { ($0["findings"] as? Int ?? 0) > 0 }.map { $0["id"] as! String }
        XCTAssertEqual(marked, ["App.FeedViewModel"])
        // The inheritance edges equal what the index says, computed here from its declarations.
        var request = LintRequest(paths: [folder], jobs: 1, currentDirectory: folder)
        request.keepsIndex = true
        let index = try XCTUnwrap(try Linter.lint(request).index)
        var expected = Set<String>()
        for (name, references) in index.types {
            for inherited in index.conformances(of: references[0]) where index.firstType(named: inherited, kind: .protocol) != nil {
                expected.insert("\(name) conforms \(inherited)")
            }
            if let superclass = index.inheritance(of: references[0]).first?.name, index.kind(of: references[0]) == .class,
               index.firstType(named: superclass, kind: .class) != nil {
                expected.insert("\(name) inherits \(superclass)")
            }
        }
        let graph = ArchitectureGraph(index: index, findings: [], kinds: .inheritance)
        XCTAssertEqual(Set(graph.edges.map { "\($0.from.split(separator: ".").last!) \($0.kind.rawValue) \($0.to.split(separator: ".").last!)" }), expected)
    }

    /// Initialisers receiving project types in every shape the graph reads, for the cache test.
    static let initializerFiles = [
        "Package.swift": manifest(target: "Shop"),
        "Core/Services.swift": """
            public protocol Service {}
            public final class Store {}
            public struct Repository<Model> {}
            public enum Mode { case live }
            public final class Logger {}
            public final class MockService: Service {}
            public final class LiveService: Service {}
            extension Store {
                /// An extension's initialiser: `Store` receives a `Logger`.
                public convenience init(logger: Logger) { self.init() }
            }

            """,
        "Shop/Cart.swift": """
            import Core
            // Memberwise: stored instance properties without a value, through optionals, arrays and generics.
            struct Cart {
                let store: Core.Store
                var items: [Item]
                let repository: Repository<Item>?
                let fallback: Optional<Logger>
                var title = "Store()"
                static var shared: Service?
                var total: Int { 0 }
                let onCheckout: () -> Service
                let pair: (Store, Int)
                let mode: Mode
            }
            struct Item {
                let name: String
            }
            /* struct Ghost { let store: Store } */
            let note = "class Fake { init(store: Store) {} }"

            """,
        "Shop/Checkout.swift": """
            import Core
            final class Checkout {
                #if DEBUG
                init(service: MockService, cart: inout Cart) {}
                #else
                init(service: any Service, item: some Equatable) {}
                #endif
                init(repository: Core.Repository<Item>, handler: @escaping (Logger) -> Void) {}
            }
            // A struct with its own initialiser has no memberwise one: `Receipt` receives a `Cart` only.
            struct Receipt {
                let checkout: Checkout
                init(cart: Cart) { checkout = Checkout(repository: .init(), handler: { _ in }) }
            }
            extension Receipt {
                init(logger: Logger?) { self.init(cart: Cart.empty) }
            }
            protocol Refunding { init(store: Store) }
            enum Refund { init(store: Store) { self = .init(store: store) } }

            """,
    ]

    /// A warm run reads the graph from the cache's facts alone (no tree decoded) and draws the same
    /// graph as a cold run that scanned every file.
    func testGraphFromTheCachedFactsEqualsTheGraphFromScannedFiles() throws {
        let folder = try project(Self.initializerFiles)
        // Files older than the cache's writing, so that the warm run trusts every entry.
        for path in Self.initializerFiles.keys {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + path)
        }
        func lint(cache: String?) throws -> LintOutcome {
            var request = LintRequest(paths: [folder], jobs: 1, currentDirectory: folder, cacheBase: cache)
            request.keepsIndex = true
            return try Linter.lint(request)
        }
        let cold = try lint(cache: nil)
        let coldGraph = ArchitectureGraph(index: try XCTUnwrap(cold.index), findings: cold.findings)
        _ = try lint(cache: folder + "/.index-cache")
        let warm = try lint(cache: folder + "/.index-cache")
        let warmIndex = try XCTUnwrap(warm.index)
        // A scanned file's constants are decoded, a cached file's stay encoded (its `TypeUses` are held encoded either way).
        XCTAssertTrue(warmIndex.files.allSatisfy { if case .encoded = $0.constantsSource { true } else { false } },
                      "every file's facts come from the cache")
        XCTAssertFalse(try XCTUnwrap(cold.index).files.contains { if case .encoded = $0.constantsSource { true } else { false } })
        XCTAssertEqual(warm.findings, cold.findings)
        XCTAssertEqual(ArchitectureGraph(index: warmIndex, findings: warm.findings), coldGraph)
        // Empty trees in place of every file's: the graph reads none of them.
        let treeless = warmIndex.replacingTrees(warmIndex.files.indices.map { ($0, .decoded(DeclarationTree())) })
        XCTAssertEqual(ArchitectureGraph(index: treeless, findings: warm.findings), coldGraph)

        let injected = coldGraph.edges.filter { $0.kind == .injected }.map { "\($0.from) \($0.to)" }
        XCTAssertEqual(injected, [
            "Core.Store Core.Logger",
            "Shop.Cart Core.Logger",
            "Shop.Cart Core.Repository",
            "Shop.Cart Core.Store",
            "Shop.Cart Shop.Item",
            "Shop.Checkout Core.MockService",
            "Shop.Checkout Core.Repository",
            "Shop.Checkout Core.Service",
            "Shop.Checkout Shop.Cart",
            "Shop.Receipt Core.Logger",
            "Shop.Receipt Shop.Cart",
        ])
        let cart = try XCTUnwrap(coldGraph.nodes.first { $0.name == "Cart" })
        XCTAssertEqual([cart.path, String(cart.line)], ["Shop/Cart.swift", "3"])
    }

    /// The join orders nodes by module and name and edges by their ids, as the sorts of any graph
    /// do: also where a module's name sorts before another's but its ids after (`Kit` and
    /// `Kit-Extras`: "Kit-Extras." < "Kit."), where names share their first sixteen bytes, and where
    /// names are not ASCII.
    func testJoinOrdersNodesAndEdgesAsTheGraphSortsDo() throws {
        // The nodes of Kit-Extras and the source of the first edge, by whether "Alpha" or "Älpha" sorts first.
        for (suffix, extras, firstSource) in [("Alpha", ["Alpha", "Beta"], "Alpha"), ("Älpha", ["Beta", "Älpha"], "Beta")] {
            let folder = try project([
                "Kit/Base.swift": "public protocol ConnectionManagerProtocol {}\nopen class ConnectionManagerBase {}\n",
                "Kit-Extras/Extra.swift": """
                    final class ConnectionManager\(suffix): ConnectionManagerBase, ConnectionManagerProtocol {}
                    final class ConnectionManagerBeta: ConnectionManagerProtocol { init(first: ConnectionManager\(suffix)) {} }

                    """,
                "Kit/Holder.swift": "struct Holder {\n    let first: ConnectionManager\(suffix)\n    let second: ConnectionManagerBeta\n}\n",
            ])
            var request = LintRequest(paths: [folder], jobs: 1, currentDirectory: folder, cacheBase: nil)
            request.keepsIndex = true
            let outcome = try Linter.lint(request)
            let graph = ArchitectureGraph(index: try XCTUnwrap(outcome.index), findings: outcome.findings)
            XCTAssertEqual(graph.nodes.map(\.id), ["Kit.ConnectionManagerBase", "Kit.ConnectionManagerProtocol", "Kit.Holder"]
                           + extras.map { "Kit-Extras.ConnectionManager" + $0 })
            XCTAssertEqual(graph.edges.first?.from, "Kit-Extras.ConnectionManager" + firstSource)
            XCTAssertEqual(graph.edges.count, 6)
            XCTAssertEqual(graph, ArchitectureGraph(nodes: graph.nodes, edges: graph.edges), "the sorts of any graph give the join's order and ends")
        }
    }

    func testModuleAndTypeViews() throws {
        let folder = try project(Self.files)
        let module = run(["graph", "--format", "json", "--module", "Core", "--kind", "inheritance", "--no-cache"], in: folder)
        XCTAssertEqual(module.status, .success, module.stderr)
        XCTAssertTrue(module.stdout.contains("\"App.FeedClient\""), "a neighbour in another module is drawn")
        XCTAssertFalse(module.stdout.contains("\"App.FeedRow\""))
        let type = run(["graph", "--format", "json", "--type", "FeedRow", "--depth", "1", "--no-cache"], in: folder)
        let ids = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(type.stdout.utf8)) as? [String: Any])?["nodes"] as? [[String: Any]])
            .map { $0["id"] as! String }
        XCTAssertEqual(ids, ["App.FeedRow", "App.FeedViewModel"])
        let mermaid = run(["graph", "--no-cache"], in: folder).stdout
        XCTAssertTrue(mermaid.hasPrefix("flowchart LR\n  subgraph m0[\"App\"]\n"), mermaid)
        XCTAssertTrue(mermaid.contains(" -.->|singleton| "), mermaid)
        XCTAssertTrue(run(["graph", "--format", "dot", "--no-cache"], in: folder).stdout.contains("style=dashed, color=\"#c0392b\""))
    }

    func testLargeGraphsFoldTypesWithoutFindingsByModule() {
        var nodes: [ArchitectureGraph.Node] = []
        var edges: [ArchitectureGraph.Edge] = []
        for position in 0..<100 {
            let module = position % 2 == 0 ? "Even" : "Odd"
            nodes.append(.init(id: "\(module).T\(position)", name: "T\(position)", module: module, kind: "class", path: "", line: 1,
                               findings: position == 3 ? 2 : 0, rules: []))
            if position > 0 { edges.append(.init(from: "\(module).T\(position)", to: "Odd.T3", kind: .injected)) }
        }
        let folded = ArchitectureGraph(nodes: nodes, edges: edges).folded()
        XCTAssertEqual(Set(folded.nodes.map(\.id)), ["Even.(folded)", "Odd.T3", "Odd.(folded)"])
        XCTAssertEqual(folded.nodes.first { $0.id == "Even.(folded)" }?.typeCount, 50)
        XCTAssertEqual(Set(folded.edges.map { "\($0.from)->\($0.to)" }), ["Even.(folded)->Odd.T3", "Odd.(folded)->Odd.T3"])

        // Past the limit, the types with the most findings stay; the others fold with their findings counted.
        let marked = nodes.indices.map { position in
            var node = nodes[position]
            node.findings = position + 1
            return node
        }
        let limited = ArchitectureGraph(nodes: marked, edges: edges).folded()
        XCTAssertEqual(limited.nodes.count { $0.kind == "class" }, ArchitectureGraph.keptTypeLimit)
        XCTAssertEqual(limited.nodes.count, 100)
        XCTAssertFalse(limited.nodes.contains { $0.kind == "module" })
        var more = marked
        for position in 0..<30 { more.append(.init(id: "Even.U\(position)", name: "U\(position)", module: "Even", kind: "struct", path: "",
                                                   line: 1, findings: 1, rules: ["final_view_model"])) }
        let overflowing = ArchitectureGraph(nodes: more, edges: edges).folded()
        let group = try? XCTUnwrap(overflowing.nodes.first { $0.id == "Even.(folded)" })
        XCTAssertEqual(group?.typeCount, 30)
        XCTAssertEqual(group?.findings, 30)
        XCTAssertEqual(group?.rules, ["final_view_model"])
        XCTAssertTrue(overflowing.mermaid().contains("[[\"30 more types ⚠ 30\"]]:::finding"), overflowing.mermaid())
    }

    /// A project of more types than a graph draws whole, with findings (`init_injection`), a type
    /// named as its module (`Shop.Shop`, beside the folded `Shop.(folded)`) and a module whose name
    /// sorts unlike its ids (`Kit`, `Kit-Extras`).
    static var largeProject: [String: String] {
        var files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Core", path: "Core"),
                    .target(name: "Shop", dependencies: ["Core"], path: "Shop"),
                ])

                """,
            "Core/Core.swift": """
                public protocol Service {}
                open class Base { public init() {} }
                public final class LogService { public static let shared = LogService() }
                public final class ProfileService { public init() {} }

                """,
            "Shop/Shop.swift": "import Core\nfinal class Shop: Base {\n    private let profile = ProfileService()\n}\n",
            "Kit-Extras/Extra.swift": "import Core\nfinal class KitExtra: Service { init(shop: Shop) {} }\n",
        ]
        for position in 0..<70 {
            let body = position % 5 == 0 ? "    private let profile = ProfileService()\n"
                : position % 7 == 0 ? "    func log() { _ = LogService.shared }\n" : "    init(log: LogService) {}\n"
            files["Shop/T\(position).swift"] = "import Core\nfinal class T\(position): Base, Service {\n" + body + "}\n"
        }
        for position in 0..<15 { files["Kit/K\(position).swift"] = "import Core\nfinal class K\(position): Base { init(shop: Shop) {} }\n" }
        return files
    }

    /// The folded graph and the Markdown report's graph, worked out from the join's numbers with
    /// only the nodes drawn made, are those of the whole graph.
    func testFoldedAndReportGraphsFromTheJoinEqualThoseOfTheWholeGraph() throws {
        let folder = try project(Self.largeProject)
        var request = LintRequest(paths: [folder], jobs: 1, currentDirectory: folder, cacheBase: nil)
        request.keepsIndex = true
        let outcome = try Linter.lint(request)
        let index = try XCTUnwrap(outcome.index)
        XCTAssertGreaterThan(outcome.findings.count { $0.ruleID == "init_injection" }, 20)
        for kinds in ArchitectureGraph.Kinds.allCases {
            let whole = ArchitectureGraph(index: index, findings: outcome.findings, kinds: kinds)
            XCTAssertGreaterThan(whole.nodes.count, ArchitectureGraph.foldingThreshold)
            let folded = ArchitectureGraph.folded(index: index, findings: outcome.findings, kinds: kinds)
            XCTAssertEqual(folded, whole.folded(), kinds.rawValue)
            XCTAssertEqual(folded, ArchitectureGraph(nodes: folded.nodes, edges: folded.edges), "sorted as any graph")
        }
        let folded = ArchitectureGraph.folded(index: index, findings: outcome.findings)
        XCTAssertTrue(["Shop.Shop", "Shop.(folded)", "Kit.(folded)", "Kit-Extras.(folded)"].allSatisfy { id in folded.nodes.contains { $0.id == id } },
                      folded.nodes.map(\.id).joined(separator: " "))

        let owners = FindingOwners(index: index, findings: outcome.findings).owners
        let inheritance = ArchitectureGraph(index: index, findings: outcome.findings, owners: owners, kinds: .inheritance)
        for limit in [ChecklistReport.graphNodeLimit, 12] {
            let join = GraphJoin(index: index, findings: outcome.findings, owners: owners, kinds: .inheritance)
            let (graph, isPartial) = ArchitectureGraph.modulesWithFindings(join, limit: limit)
            let expected = inheritance.modulesWithFindings(limit: limit)
            XCTAssertEqual(graph, expected.graph, "limit \(limit)")
            XCTAssertEqual(isPartial, expected.isPartial)
            XCTAssertEqual(isPartial, limit == 12)
            XCTAssertLessThanOrEqual(graph.nodes.count, limit)
        }
    }

    // MARK: - relations kept beside the index cache

    /// A lint run keeping its index, with its cache under `cache`.
    private func lintKeepingIndex(_ folder: String, cache: String? = nil, detail: FindingDetail = .all) throws -> LintOutcome {
        var request = LintRequest(paths: [folder], jobs: 1, currentDirectory: folder, cacheBase: cache)
        request.keepsIndex = true
        request.findingDetail = detail
        return try Linter.lint(request)
    }

    /// Files and folders an hour old, so that a run after the one writing the cache trusts every
    /// entry and the listing (within two seconds of a change, they are read again and the cache saved).
    /// (A cache inside the project would change its folders' times with every run.)
    private func makeOlderThanTheCache(_ folder: String) throws {
        let past = Date(timeIntervalSinceNow: -3600)
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/" + path)
        }
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder)
    }

    /// Relations worked out once are kept beside the index cache under the fingerprint of the
    /// contents they came from, read back as they were worked out, and never read for other contents.
    func testRelationsKeptBesideTheIndexCacheAreReadBackOnlyForTheSameContents() throws {
        let folder = try project(Self.largeProject), cache = try project([:])
        try makeOlderThanTheCache(folder)
        let cold = try lintKeepingIndex(folder, cache: cache)
        XCTAssertNil(cold.indexOrigin, "a run that scanned files and saved the cache")
        let warm = try lintKeepingIndex(folder, cache: cache)
        let origin = try XCTUnwrap(warm.indexOrigin, "every fact from the cache, nothing saved")
        let index = try XCTUnwrap(warm.index)
        let fresh = GraphRelations(index: index, kinds: .all)
        let path = origin.folder + "/" + GraphRelations.file.name
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .inheritance), fresh, "worked out, of every kind")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        let kept = GraphRelations.of(index, origin: origin, kinds: .dependencies)
        XCTAssertEqual(kept, fresh, "read back")
        for kinds in ArchitectureGraph.Kinds.allCases {
            XCTAssertEqual(ArchitectureGraph.folded(relations: kept, index: index, findings: warm.findings, kinds: kinds),
                           ArchitectureGraph.folded(index: index, findings: warm.findings, kinds: kinds), kinds.rawValue)
            XCTAssertEqual(ArchitectureGraph(relations: kept, index: index, findings: warm.findings, kinds: kinds),
                           ArchitectureGraph(index: index, findings: warm.findings, kinds: kinds), kinds.rawValue)
        }

        // What the file holds is what is read (so the tests below see a stale file if one were read).
        var fewer = fresh
        fewer.edgeKeys.removeLast(fresh.edgeKeys.count / 2)
        let typeCount = index.files.typeDeclarationCount
        try AtomicFile.write(fewer.encoded(fingerprint: origin.fingerprint, typeCount: typeCount), to: path)
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .all), fewer)
        // Under other contents' fingerprint, for another count of files or types, or damaged: worked out again.
        var other = origin.fingerprint
        other.checksum &+= 1
        try AtomicFile.write(fewer.encoded(fingerprint: other, typeCount: typeCount), to: path)
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .all), fresh)
        try AtomicFile.write(fewer.encoded(fingerprint: origin.fingerprint, typeCount: typeCount + 1), to: path)
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .all), fresh)
        var damaged = fewer.encoded(fingerprint: origin.fingerprint, typeCount: typeCount)
        damaged[damaged.count / 2] ^= 0x40
        try AtomicFile.write(damaged, to: path)
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .all), fresh)
        try AtomicFile.write(Array(damaged.prefix(damaged.count / 3)), to: path)
        XCTAssertEqual(GraphRelations.of(index, origin: origin, kinds: .all), fresh)
        XCTAssertNil(GraphRelations.decoded(ByteSlice(fewer.encoded(fingerprint: origin.fingerprint, typeCount: typeCount)),
                                            fingerprint: origin.fingerprint, fileCount: index.files.count + 1, typeCount: typeCount))
    }

    /// Every change to the facts, the files, the modules or the configuration gives the graph and
    /// the report of an uncached run: a file edited (a relation gone), added or removed, the
    /// manifest's targets moved, the configuration's rules or singleton accessors changed. Each
    /// change is made after the relations were kept, and each changes the graph.
    func testKeptRelationsNeverOutliveTheFactsTheyCameFrom() throws {
        let folder = try project(Self.largeProject), cache = try project([:])
        let views = [["graph", "--format", "json"], ["graph", "--format", "json", "--kind", "inheritance"],
                     ["graph", "--format", "json", "--module", "Kit"], ["report", "--format", "markdown"]]
        var previous: [String] = []
        func check(_ change: String, changesGraph: Bool = true) throws {
            try makeOlderThanTheCache(folder)
            let uncached = views.map { run($0 + ["--no-cache"], in: folder).stdout }
            for _ in 0..<2 {
                let cached = views.map { run($0 + ["--cache-path", cache], in: folder) }
                for (view, (result, expected)) in zip(views, zip(cached, uncached)) {
                    XCTAssertEqual(result.status, .success, result.stderr)
                    XCTAssertEqual(result.stdout, expected, "\(change): \(view.joined(separator: " "))")
                }
            }
            let kept = try FileManager.default.subpathsOfDirectory(atPath: cache).filter { $0.hasSuffix("/" + GraphRelations.file.name) }
            XCTAssertFalse(kept.isEmpty, "\(change): relations kept")
            if changesGraph { XCTAssertNotEqual(uncached, previous, "\(change) changes the views") }
            previous = uncached
        }
        try check("first run")
        try RuleFixtureSupport.write("import Core\nfinal class T3 {\n    init(log: LogService) {}\n}\n", to: folder + "/Shop/T3.swift")
        try check("a conformance and an inheritance removed")
        try RuleFixtureSupport.write("import Core\nfinal class Added: Base, Service { init(shop: Shop) {} }\n", to: folder + "/Kit/Added.swift")
        try check("a file added")
        try FileManager.default.removeItem(atPath: folder + "/Kit/K3.swift")
        try check("a file removed")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        try RuleFixtureSupport.write(manifest.replacingOccurrences(of: "])\n", with: "    .target(name: \"Extras\", dependencies: [\"Core\"], path: \"Kit-Extras\"),\n])\n"),
                                     to: folder + "/Package.swift")
        try check("a target added (Kit-Extras as Extras)")
        try RuleFixtureSupport.write("disabled_rules: [init_injection]\n", to: folder + "/.archlint.yml")
        try check("a rule disabled")
        try RuleFixtureSupport.write("init_injection:\n  ignore_defaults: true\n  singleton_accessors: [instance]\n", to: folder + "/.archlint.yml")
        try check("singleton accessors changed")
    }

    /// What a view leaves out of the lint run is only what it never reads: the same findings,
    /// without fixes (and the graph's without unused suppressions, in path order).
    func testViewsLintRunsLeaveOutOnlyWhatTheyNeverRead() throws {
        var files = Self.largeProject
        files["Shop/Models.swift"] = """
            import Core
            class CartViewModel {}
            // archlint:disable:next final_view_model
            struct Plain {}

            """
        let folder = try project(files)
        let whole = try lintKeepingIndex(folder)
        XCTAssertTrue(whole.findings.contains { $0.fix != nil } && whole.findings.contains { $0.ruleID == "unused_suppression" })
        XCTAssertFalse(whole.fixedTextHashes.isEmpty)
        func withoutFixes(_ findings: [Finding]) -> [Finding] {
            findings.map { finding in
                var finding = finding
                finding.fix = nil
                return finding
            }
        }
        let report = try lintKeepingIndex(folder, detail: FindingDetail(fixes: false))
        XCTAssertEqual(report.findings, withoutFixes(whole.findings))
        XCTAssertTrue(report.fixedTextHashes.isEmpty)
        let graph = try lintKeepingIndex(folder, detail: FindingDetail(fixes: false, unusedSuppressions: false, reportOrder: false))
        XCTAssertEqual(graph.findings.sorted(by: Finding.reportOrder), withoutFixes(whole.findings).filter { $0.ruleID != "unused_suppression" })
        XCTAssertEqual(graph.findings.map(\.path), graph.findings.map(\.path).sorted { $0.precedesInPathOrder($1) }, "in path order")
        let index = try XCTUnwrap(graph.index)
        XCTAssertEqual(ArchitectureGraph.folded(index: index, findings: graph.findings), ArchitectureGraph.folded(index: index, findings: whole.findings))
    }

    /// The graph's JSON, written straight into bytes, is its `jsonValue` pretty-printed: with and
    /// without nodes, edges, rules, paths and folded modules, and with text JSON escapes.
    func testGraphJSONIsItsJSONValuePrettyPrinted() {
        typealias Node = ArchitectureGraph.Node
        let nodes = [
            Node(id: "Core.(folded)", name: "Core", module: "Core", kind: "module", path: "", line: 0, findings: 3,
                 rules: ["final_view_model", "init_injection"], typeCount: 4),
            Node(id: "Core.A\"b\\c", name: "A\"b\\c", module: "Core", kind: "class", path: "Core/A\tb.swift", line: 7, findings: 1,
                 rules: ["init_injection"]),
            Node(id: "Käse.Ü", name: "Ü", module: "Käse", kind: "struct", path: "Käse/Ü.swift", line: 1, findings: 0, rules: []),
            Node(id: "(outside the project).Ext", name: "Ext", module: "(outside the project)", kind: "external", path: "", line: 0,
                 findings: 0, rules: []),
        ]
        let edges = [ArchitectureGraph.Edge(from: "Core.A\"b\\c", to: "Käse.Ü", kind: .injected),
                     ArchitectureGraph.Edge(from: "Käse.Ü", to: "(outside the project).Ext", kind: .singleton),
                     ArchitectureGraph.Edge(from: "Core.A\"b\\c", to: "Core.(folded)", kind: .inherits)]
        for graph in [ArchitectureGraph(nodes: [], edges: []), ArchitectureGraph(nodes: nodes, edges: []),
                      ArchitectureGraph(nodes: [nodes[2]], edges: []), ArchitectureGraph(nodes: nodes, edges: edges)] {
            XCTAssertEqual(graph.json(), graph.jsonValue.prettyText + "\n")
        }
    }

    /// The Markdown report's graph: edges only, and past the limit those at the types with the most findings.
    func testReportGraphKeepsTheEdgesAtTheTypesWithTheMostFindings() {
        var nodes = [ArchitectureGraph.Node(id: "App.Hub", name: "Hub", module: "App", kind: "protocol", path: "", line: 1, findings: 5, rules: []),
                     ArchitectureGraph.Node(id: "App.Alone", name: "Alone", module: "App", kind: "class", path: "", line: 1, findings: 9, rules: [])]
        var edges: [ArchitectureGraph.Edge] = []
        for position in 0..<10 {
            nodes.append(.init(id: "App.Leaf\(position)", name: "Leaf\(position)", module: "App", kind: "class", path: "", line: 1,
                               findings: position, rules: []))
            edges.append(.init(from: "App.Leaf\(position)", to: "App.Hub", kind: .conforms))
        }
        let graph = ArchitectureGraph(nodes: nodes, edges: edges)
        XCTAssertEqual(graph.modulesWithFindings(limit: 100).graph.nodes.count, 11, "a type without an edge is left out")
        XCTAssertFalse(graph.modulesWithFindings(limit: 100).isPartial)
        let (limited, isPartial) = graph.modulesWithFindings(limit: 4)
        XCTAssertEqual(Set(limited.nodes.map(\.name)), ["Hub", "Leaf9", "Leaf8", "Leaf7"])
        XCTAssertEqual(limited.edges.count, 3)
        XCTAssertTrue(isPartial, "7 of the 10 edges were left out")
    }

    // MARK: - determinism and options

    func testOutputIsByteIdenticalAcrossRunsAndJobCounts() throws {
        let folder = try project(Self.files)
        for arguments in [["graph"], ["graph", "--format", "dot"], ["graph", "--format", "json"],
                          ["report"], ["report", "--format", "markdown"], ["report", "--format", "json"]] {
            let first = run(arguments + ["--no-cache", "--jobs", "1"], in: folder)
            let second = run(arguments + ["--jobs", "4"], in: folder)
            let third = run(arguments + ["--jobs", "4"], in: folder)
            XCTAssertEqual(first.status, .success, first.stderr)
            XCTAssertFalse(first.stdout.isEmpty)
            XCTAssertEqual(first.stdout, second.stdout, arguments.joined(separator: " "))
            XCTAssertEqual(second.stdout, third.stdout, arguments.joined(separator: " "))
        }
    }

    func testHTMLReportIsSelfContained() throws {
        let folder = try project(Self.files)
        let html = run(["report", "--output", "report.html", "--no-cache"], in: folder)
        XCTAssertEqual(html.status, .success, html.stderr)
        XCTAssertEqual(html.stdout, "")
        let text = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(text.contains("@media print"))
        XCTAssertTrue(text.contains("<svg"))
        for remote in ["<script", "http://", "https://", "@import", "url("] where remote != "http://" {
            XCTAssertFalse(text.contains(remote), remote)
        }
        // The only URL is the SVG namespace, which is never fetched.
        XCTAssertEqual(text.components(separatedBy: "http://").count - 1, text.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
        // Section G (configured rules) is listed only when `layers:` or `restricted_types:` is configured.
        for item in ChecklistCatalog.builtIn.items where item.id.first != "G" { XCTAssertTrue(text.contains(">\(item.id)</span>"), item.id) }
        XCTAssertFalse(text.contains(">G1</span>"))
    }

    func testMarkdownLinksOffendersOnGitHubActions() throws {
        let folder = try project(Self.files)
        let environment = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app", "GITHUB_SHA": "abc123"]
        let markdown = run(["report", "--format", "markdown", "--no-cache"], in: folder, environment: environment).stdout
        XCTAssertTrue(markdown.contains("](https://github.com/acme/app/blob/abc123/App/Feed/FeedViewModel.swift#L7)"), markdown)
        XCTAssertTrue(markdown.contains("```mermaid\nflowchart LR\n"), markdown)
    }

    func testBadOptionsAreOneLineUsageErrors() throws {
        let folder = try project(Self.files)
        let cases: [([String], String)] = [
            (["graph", "--format", "svg"], "archlint: invalid value 'svg' for '--format'; expected one of: mermaid, dot, json"),
            (["graph", "--kind", "calls"], "archlint: invalid value 'calls' for '--kind'; expected one of: inheritance, dependencies, layers, all"),
            (["graph", "--depth", "2"], "archlint: option '--depth' sets how far from '--type NAME' the graph reaches; give '--type' too"),
            (["graph", "--type", "FeedRow", "--depth", "-1"], "archlint: invalid value '-1' for '--depth'; expected a non-negative integer"),
            (["graph", "--module", "Cor", "--no-cache"], "archlint: no module 'Cor' in the graph; did you mean 'Core'?"),
            (["graph", "--type", "FeedRo", "--no-cache"], "archlint: no type 'FeedRo' in the graph; did you mean 'FeedRow'?"),
            (["graph", "a", "b"], "archlint: unexpected argument 'b' for 'archlint graph'; it takes one project folder"),
            (["report", "--format", "pdf"], "archlint: invalid value 'pdf' for '--format'; expected one of: html, markdown, json"),
            (["report", "--strict"], "archlint: unknown option '--strict'"),
            (["report", "--baseline", "missing.json"], "archlint: baseline file '\(folder)/missing.json' does not exist"),
            (["report", "no/such/folder"], "archlint: no such file or directory: no/such/folder"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments, in: folder)
            XCTAssertEqual(result.status, .usageOrSetupError, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message + "\n", arguments.joined(separator: " "))
            XCTAssertEqual(result.stdout, "")
        }
    }

    // MARK: - helpers

    private func project(_ files: [String: String]) throws -> String {
        let folder = try RuleFixtureSupport.makeTemporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files { try RuleFixtureSupport.write(text, to: folder + "/" + path) }
        return folder
    }

    private func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> (status: ExitStatus, stdout: String, stderr: String) {
        var stdout = "", stderr = ""
        let cacheHome = directory + "/.cache-home"
        var environment = environment
        environment["XDG_CACHE_HOME"] = cacheHome
        let context = ToolContext(currentDirectory: directory, environment: environment, standardOutputIsTerminal: false,
                                  readStandardInput: { [] }, writeStandardOutput: { stdout += $0 }, writeStandardError: { stderr += $0 })
        return (ArchLintTool.run(arguments, context: context), stdout, stderr)
    }
}
