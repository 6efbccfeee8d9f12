import XCTest
@testable import ArchLintKit

/// `LayerModel`: each file's part is read on several threads and joined in path order, so the
/// model is the same whatever the thread count, and whether the run's layer places are given.
final class LayerModelTests: XCTestCase {
    private let yaml = """
        layers:
          - name: Features
            paths: ["Features/*/**"]
            independent: true
          - name: Kit
            paths: ["Kit/**"]

        """

    /// Enough files for many chunks: a folder per feature (a unit each), a package whose two
    /// targets come in path order, a name declared at the top level in three files (one private),
    /// a nested type declared in extensions in several files, and a re-export.
    private func sources() -> [(path: String, text: String)] {
        var sources: [(path: String, text: String)] = [
            ("Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Beta"), .target(name: "Alpha")])
                """),
            ("Kit/Sources/Alpha/Alpha.swift", "@_exported import Beta\npublic struct Shared {}\n"),
            ("Kit/Sources/Alpha/Notes.md", "# not Swift\n"),
            ("Kit/Sources/Beta/Beta.swift", "public struct Outer {}\n"),
        ]
        for number in 0..<150 {
            let folder = "Features/F" + String(1000 + number).dropFirst()
            var text = "struct View\(number)<Parameter> {}\n"
            if number == 40 { text += "struct Shared {}\n" }
            if number == 90 { text += "private struct Shared {}\n" }
            if number % 50 == 7 { text += "extension Outer { struct Inner {} }\n" }
            sources.append((folder + "/View.swift", text))
            sources.append((folder + "/Model.swift", "enum Model\(number) {}\n"))
        }
        return sources.sorted { $0.path.precedesInPathOrder($1.path) }
    }

    private func index(_ sources: [(path: String, text: String)]) -> ProjectIndex {
        var summaries: [FileSummary] = [], packages: [PackageManifest] = []
        for (path, text) in sources {
            let file = SourceFile(path: path, text: text)
            let tree = DeclarationScanner.scan(file)
            summaries.append(FileSummary(file: file, tree: tree, options: FileSummary.Options(architecture: true)))
            if path.hasSuffix("/Package.swift") { packages.append(PackageManifest(file: file, tree: tree, directory: String(path.dropLast("/Package.swift".count)))) }
        }
        return ProjectIndex(files: summaries, packages: packages, buildSettings: [])
    }

    func testTheModelIsJoinedInPathOrderWhateverTheThreads() throws {
        let architecture = try Configuration(yaml: yaml, path: ".archlint.yml", catalog: .builtIn).architecture
        let sources = sources()
        let index = index(sources)
        let position = { (path: String) in try XCTUnwrap(index.files.firstIndex { $0.path == path }) }
        // The run's places cover paths the index lacks (a file that could not be read).
        let runPaths = (sources.map(\.path) + ["Features/F000/Unread.swift", "Kit/Sources/Alpha/Zzz.swift"]).sorted { $0.precedesInPathOrder($1) }
        let models = [LayerModel(index, configuration: architecture),
                      LayerModel(index, configuration: architecture, jobs: 4),
                      LayerModel(index, configuration: architecture, places: LayerPlaces(architecture, paths: runPaths, jobs: 4), jobs: 4)]
        for model in models {
            // Units numbered in path order, as their first file comes.
            XCTAssertEqual(model.unitNames, (0..<150).map { "Features/F" + String(1000 + $0).dropFirst() })
            XCTAssertEqual(model.places[try position("Features/F149/View.swift")], LayerModel.Place(layer: 0, unit: 149))
            XCTAssertEqual(model.places[try position("Kit/Sources/Beta/Beta.swift")], LayerModel.Place(layer: 1, unit: -1))
            XCTAssertEqual(model.places[try position("Kit/Package.swift")], LayerModel.Place(layer: -1, unit: -1))
            // Targets numbered in path order (not the manifest's), each with its first Swift file.
            XCTAssertEqual(model.targets.map(\.name), ["Alpha", "Beta"])
            XCTAssertEqual(model.targets.map(\.firstFile), [Int32(try position("Kit/Sources/Alpha/Alpha.swift")), Int32(try position("Kit/Sources/Beta/Beta.swift"))])
            XCTAssertEqual(model.targets[0].exports, ["Beta"])
            XCTAssertEqual(model.targetOfFile[try position("Kit/Sources/Alpha/Notes.md")], 0)
            // An import's place is that of its module's target (Alpha.swift's `import Beta`).
            let alpha = try position("Kit/Sources/Alpha/Alpha.swift")
            XCTAssertEqual(model.resolution(of: alpha, facts: index.files[alpha].architecture()).placeOfImport(0), LayerModel.Place(layer: 1, unit: -1))
            // A name's sites in path order, with their targets and privacy.
            let shared = try XCTUnwrap(Array("Shared".utf8).withUnsafeBytes { model.sites(named: $0) })
            XCTAssertEqual(shared.map(\.file), [try position("Features/F040/View.swift"), try position("Features/F090/View.swift"),
                                                try position("Kit/Sources/Alpha/Alpha.swift")].map { Int32($0) })
            XCTAssertEqual(shared.map(\.isPrivate), [false, true, false])
            XCTAssertEqual(shared.map(\.target), [-1, -1, 0])
            XCTAssertEqual(Array("Outer.Inner".utf8).withUnsafeBytes { model.nestedFiles(named: $0) }.map(Array.init), [7, 57, 107].map { Int32(try! position("Features/F" + String(1000 + $0).dropFirst() + "/View.swift")) })
            XCTAssertNotNil(model.innerNames["View12.Parameter"])
            XCTAssertNotNil(model.innerNames["Outer.Inner"])
            XCTAssertNil(model.innerNames["Outer.View12"])
            XCTAssertNil(Array("View12.Parameter".utf8).withUnsafeBytes { model.nestedFiles(named: $0) }, "a generic parameter, no nested type")
        }
    }

    /// A file sees its own target and each imported one with what that re-exports, transitively
    /// (through a cycle too); its own target's re-exports only when it imports that module.
    func testVisibleTargetsFollowReexportsOfImportedModulesOnly() throws {
        let architecture = try Configuration(yaml: yaml, path: ".archlint.yml", catalog: .builtIn).architecture
        let index = index([
            ("Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "A"), .target(name: "B"), .target(name: "C"), .target(name: "D"), .target(name: "E")])
                """),
            ("Kit/Sources/A/A.swift", "@_exported import B\n"),
            ("Kit/Sources/A/Other.swift", "struct Other {}\n"),
            ("Kit/Sources/B/B.swift", "@_exported import C\nimport E\n"),
            ("Kit/Sources/C/C.swift", "@_exported import A\n"),
            ("Kit/Sources/D/D.swift", "import A\n"),
            ("Kit/Sources/E/E.swift", "struct Alone {}\n"),
        ])
        let model = LayerModel(index, configuration: architecture)
        func visible(_ path: String) throws -> [String] {
            let file = try XCTUnwrap(index.files.firstIndex { $0.path == path })
            let set = model.visibleTargets(of: file, imports: index.files[file].architecture().imports)
            return model.targets.indices.filter { set.contains(Int32($0)) }.map { model.targets[$0].name }.sorted()
        }
        XCTAssertEqual(try visible("Kit/Sources/D/D.swift"), ["A", "B", "C", "D"])
        // B imports C (exported: C, then A, then B again) and E (not re-exported by anything).
        XCTAssertEqual(try visible("Kit/Sources/B/B.swift"), ["A", "B", "C", "E"])
        XCTAssertEqual(try visible("Kit/Sources/E/E.swift"), ["E"])
        // A's re-export of B binds the files that import A, not A's other files.
        XCTAssertEqual(try visible("Kit/Sources/A/Other.swift"), ["A"])
    }
}
