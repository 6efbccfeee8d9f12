import XCTest
@testable import ArchLintKit

/// Modules (rules.md §14) and the per-file type uses `protocol_in_consumer_module` joins.
final class ModuleTests: XCTestCase {
    private func index(_ sources: [String: String]) -> ProjectIndex {
        var summaries: [FileSummary] = []
        var packages: [PackageManifest] = []
        for (path, text) in sources {
            let file = SourceFile(path: path, text: text)
            let tree = DeclarationScanner.scan(file)
            summaries.append(FileSummary(file: file, tree: tree, options: FileSummary.Options(typeNames: true)))
            if path == "Package.swift" || path.hasSuffix("/Package.swift") {
                let directory = path == "Package.swift" ? "" : String(path.dropLast("/Package.swift".count))
                packages.append(PackageManifest(file: file, tree: tree, directory: directory))
            }
        }
        return ProjectIndex(files: summaries, packages: packages, buildSettings: [])
    }

    private func moduleNames(_ index: ProjectIndex) -> [String: String] {
        let map = ModuleMap(index)
        var names: [String: String] = [:]
        for (position, facts) in index.files.enumerated() {
            names[facts.path] = map.moduleOfFile[position].map { map.modules[$0].name } ?? "-"
        }
        return names
    }

    func testTargetsByConventionalFoldersPathsAndTheLongestPrefix() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", targets: [
                .target(name: "Core"),
                .target(name: "Legacy"),
                .target(name: "Old"),
                .target(name: "Inner", path: "Sources/Core/Inner"),
                .plugin(name: "Lint", capability: .buildTool()),
                .testTarget(name: "CoreChecks", path: "Checks"),
            ])
            """
        let names = moduleNames(index([
            "Kits/Package.swift": manifest,
            "Kits/Sources/Core/A.swift": "struct A {}",
            "Kits/Sources/Core/Inner/B.swift": "struct B {}",
            "Kits/Source/Legacy/C.swift": "struct C {}",
            "Kits/srcs/Old/D.swift": "struct D {}",
            "Kits/Plugins/Lint/E.swift": "struct E {}",
            "Kits/Checks/F.swift": "struct F {}",
            "Kits/Scripts/G.swift": "struct G {}",
            "App/Screens/H.swift": "struct H {}",
            "App/Tests/HTests.swift": "struct HTests {}",
            "main.swift": "print(1)",
        ]))
        XCTAssertEqual(names, [
            "Kits/Package.swift": "-",
            "Kits/Sources/Core/A.swift": "Core",
            "Kits/Sources/Core/Inner/B.swift": "Inner",
            "Kits/Source/Legacy/C.swift": "Legacy",
            "Kits/srcs/Old/D.swift": "Old",
            "Kits/Plugins/Lint/E.swift": "Lint",
            "Kits/Checks/F.swift": "-",
            "Kits/Scripts/G.swift": "Kits",
            "App/Screens/H.swift": "App",
            "App/Tests/HTests.swift": "-",
            "main.swift": "(root)",
        ])
    }

    /// Targets of one name in two packages are two modules; the folders of one target, one module.
    func testSameNamedTargetsOfTwoPackagesAreTwoModules() throws {
        func manifest(_ name: String) -> String {
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "\(name)", targets: [.target(name: "Core")])
            """
        }
        let index = index(["A/Package.swift": manifest("A"), "A/Sources/Core/X.swift": "struct X {}", "A/Sources/Core/Deep/Y.swift": "struct Y {}",
                           "B/Package.swift": manifest("B"), "B/Sources/Core/Z.swift": "struct Z {}"])
        let map = ModuleMap(index)
        func module(_ path: String) throws -> Int { try XCTUnwrap(map.moduleOfFile[try XCTUnwrap(index.fileIndexByPath[path])]) }
        XCTAssertEqual(try module("A/Sources/Core/X.swift"), try module("A/Sources/Core/Deep/Y.swift"))
        XCTAssertNotEqual(try module("A/Sources/Core/X.swift"), try module("B/Sources/Core/Z.swift"))
        XCTAssertEqual(map.modules.map(\.name), ["Core", "Core"])
    }

    /// A refinement chain of 20,000 protocols (each refining the next) and a refinement cycle:
    /// every protocol's conformers are the whole chain below it, found in one pass, and the
    /// cycle's members are each other's conformers.
    func testConformersThroughLongRefinementChainsAndCycles() {
        let count = 20_000
        let chain = (0..<count).map { "protocol P\($0): P\($0 + 1) {}\n" }.joined() + "protocol P\(count) {}\nfinal class Impl: P0 {}\n"
        let index = index([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Core"), .target(name: "Feature")])
                """,
            "Sources/Core/Chain.swift": chain,
            "Sources/Core/Cycle.swift": "protocol Q0: Q1 {}\nprotocol Q1: Q0 {}\nstruct R: Q1 {}\n",
            "Sources/Core/Other.swift": "protocol Spread {}\nstruct Near: Spread {}\n",
            "Sources/Feature/Far.swift": "struct Far: Spread {}\nfunc use(_ value: Impl) {}\n",
        ])
        let seams = ProtocolSeams(index)
        let byName = Dictionary(uniqueKeysWithValues: seams.seams.values.joined().map { ($0.name, $0) })
        XCTAssertEqual(byName.count, count + 3, "every protocol of the chain and the cycle; not Spread, whose conformers are in two modules")
        XCTAssertEqual(byName["P\(count)"]?.conformerNames, ["Impl", "P0", "P1", "P10"])
        XCTAssertEqual(byName["P1"]?.conformerNames, ["Impl", "P0"])
        XCTAssertEqual(byName["P0"]?.conformerNames, ["Impl"])
        XCTAssertEqual(byName["Q0"]?.conformerNames, ["Q0", "Q1", "R"])
        XCTAssertEqual(byName["Q1"]?.conformerNames, ["Q0", "Q1", "R"])
        let feature = seams.moduleMap.modules.firstIndex { $0.name == "Feature" }
        XCTAssertEqual(byName["P\(count)"]?.modulesNamingConformers, Set([feature].compactMap { $0 }), "Feature names Impl")
        XCTAssertEqual(byName["Q0"]?.modulesNamingConformers, [])
    }

    func testTypeUsesLeaveOutDeclarationsInheritanceAndOwnBodies() throws {
        let file = SourceFile(path: "A.swift", text: """
            protocol Loading: AnyObject where Self: Sendable {
                func load() -> Loading
            }
            extension Loading {
                func reload() -> Loading { self }
            }
            final class `Loader`: Loading, Codable {
                let cache: Cache<Item>? = nil
                // Hidden in a comment: Secret
                let text = "Text \\(Interpolated.value)"
                func make<T: Factory>(_ type: T.Type) -> some View { Color.red }
            }
            typealias Alias = Loader
            """)
        let uses = TypeUses(file: file, tree: DeclarationScanner.scan(file))
        XCTAssertEqual(uses.names, ["Cache", "Color", "Factory", "Interpolated", "Item", "Loader", "Sendable", "T", "Type", "View"])
        XCTAssertEqual(uses.inheritances.map(\.name), ["Loading", "Loader"])
        XCTAssertEqual(uses.inheritances.map(\.inherited), [["AnyObject"], ["Loading", "Codable"]])
        XCTAssertEqual(uses.typealiases, ["Alias"])
        // Written as found, they are the bytes the decoded uses encode to, with and without names.
        for countsNames in [true, false] {
            let streamed = TypeUses.encoded(file: file, tree: DeclarationScanner.scan(file), names: countsNames)
            let decoded = try XCTUnwrap(try? TypeUses(encoded: streamed))
            XCTAssertEqual(decoded.encoded.withUnsafeBytes { Array($0) }, streamed.withUnsafeBytes { Array($0) })
            XCTAssertEqual(decoded.inheritances, uses.inheritances)
            XCTAssertEqual(decoded.names.isEmpty, !countsNames)
        }
        let initialised = SourceFile(path: "Sources/B.swift", text: "struct Screen { let model: Model; let store: Store<Int> }")
        XCTAssertEqual(TypeUses(file: initialised, tree: DeclarationScanner.scan(initialised)).received.map(\.types), [["Model", "Store"]])
        // Test code counts for nothing: its summary keeps no uses.
        let test = SourceFile(path: "Tests/ATests.swift", text: "struct A: B { let c: C }")
        XCTAssertEqual(FileSummary(file: test, tree: DeclarationScanner.scan(test)).typeUses, TypeUses())
    }

    /// The names are interned and sorted by their bytes, yet keep the strings' order: for names
    /// that are prefixes of each other (within and past the eight bytes compared as one number) or
    /// differ in case, and for non-ASCII names, whose bytes need not order as their strings do (`E`
    /// and a combining accent orders as `É`, after `Z`); names equal as strings but not as bytes
    /// are both kept, in their bytes' order.
    func testTypeUsesNamesSortAsStrings() {
        let ascii = "let a: Ab; let b: A; let c: ABC; let d: AB<Z>; let e: Aa; let f: B_; let g: B0; let h: A_b; let i: Zz; let j: `Quoted`; let k: Quote; let l: Ab"
            + "; let m: ViewModelB; let n: ViewModel; let o: ViewModelAB; let p: ViewModelA"
        let asciiNames = ["A", "AB", "ABC", "A_b", "Aa", "Ab", "B0", "B_", "Quote", "Quoted",
                          "ViewModel", "ViewModelA", "ViewModelAB", "ViewModelB", "Z", "Zz"]
        for (text, expected) in [(ascii, asciiNames),
                                 (ascii + "; let q: Élan; let r: Zürich; let s: Ωmega; let t: Über; let u: E\u{301}lan",
                                  asciiNames + ["Zürich", "E\u{301}lan", "Élan", "Über", "Ωmega"])] {
            let file = SourceFile(path: "A.swift", text: text)
            let found = TypeUses(file: file, tree: DeclarationScanner.scan(file)).names
            // As bytes: `==` on strings holds `É` and `E` with its accent equal.
            XCTAssertEqual(found.map { Array($0.utf8) }, expected.map { Array($0.utf8) })
        }
    }
}
