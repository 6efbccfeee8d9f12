import XCTest
@testable import ArchLintKit

/// The project-index cache: summaries survive the round trip exactly, stale and damaged entries
/// are rebuilt, and concurrent runs leave a usable cache.
final class IndexCacheTests: XCTestCase {
    var project = ""
    var cacheBase = ""

    override func setUpWithError() throws {
        project = try RuleFixtureSupport.makeTemporaryFolder()
        cacheBase = try RuleFixtureSupport.makeTemporaryFolder()
        try RuleFixtureSupport.write("# project root\n", to: project + "/.archlint.yml")
        try RuleFixtureSupport.write("class Base {}\nclass Middle: Base {}\n", to: project + "/Sources/Base.swift")
        try RuleFixtureSupport.write("final class Leaf: Middle {}\n", to: project + "/Sources/Leaf.swift")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: project)
        try? FileManager.default.removeItem(atPath: cacheBase)
    }

    func lint(_ paths: [String] = ["."], cache: Bool = true) throws -> [String] {
        let outcome = try Linter.lint(LintRequest(paths: paths, jobs: 2, currentDirectory: project, cacheBase: cache ? cacheBase : nil))
        return outcome.findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
    }

    /// The project's cache, keyed as a run with the default rules keys it (by the default singleton accessors too).
    var projectCache: IndexCache {
        let defaults = Configuration()
        let rules = RuleCatalog.builtIn.rules.filter { defaults.isEnabled($0, enable: [], disable: []) }
        return IndexCache(base: cacheBase, root: project, summaryOptions: Linter.summaryOptions(defaults, rules: rules))
    }

    func cacheFile() throws -> String {
        let folder = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cacheBase).first)
        return cacheBase + "/" + folder + "/index"
    }

    func testEverySummaryOfTheFixturesSurvivesEncoding() throws {
        let fixtures = RuleFixtureSupport.repositoryRoot.appendingPathComponent("Fixtures").path
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: fixtures))
        var checked = 0
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + path)))
            let file = SourceFile(path: path, bytes: bytes)
            let tree = DeclarationScanner.scan(file)
            let summary = FileSummary(file: file, tree: tree, options: FileSummary.Options(singletonAccessors: ["shared"], typeNames: true))
            let manifest = path.hasSuffix("Package.swift") ? PackageManifest(file: file, tree: tree, directory: "") : nil
            let entry = IndexCache.entry(FileFacts(summary), tree: summary.tree, manifest: manifest, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: bytes)
            let decoded = try XCTUnwrap(IndexCache.decode(entry, path: path), path)
            var treeReader = BinaryReader(try XCTUnwrap(decoded.tree.contents, path))
            let decodedTree = try DeclarationTree(from: &treeReader)
            // Declarations, roots, and every declaration's members and other lists.
            XCTAssertEqual(decodedTree, summary.tree, path)
            XCTAssertEqual(decoded.facts, FileFacts(summary), path)
            XCTAssertEqual(decoded.facts.typeDeclarations.map(\.name),
                           summary.tree.declarations.filter(\.kind.hasMembers).map(\.name), path)
            XCTAssertEqual(decoded.manifest, manifest, path)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 400)
    }

    func testWarmRunGivesTheSameFindingsAsAColdOne() throws {
        let cold = try lint(cache: false)
        XCTAssertEqual(cold, ["Sources/Leaf.swift:1:13 inheritance_depth"])
        XCTAssertEqual(try lint(), cold)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try cacheFile()))
        XCTAssertEqual(try lint(), cold)
        XCTAssertEqual(try lint(["Sources/Leaf.swift"]), cold)
    }

    /// Type names are recorded only for runs of `protocol_in_consumer_module` (a walk of every
    /// token no other rule needs): such a run keeps its own cache, and finds from it what it finds
    /// without one.
    func testTypeNamesAreCachedApartForTheRuleThatReadsThem() throws {
        let fixture = RuleFixtureSupport.repositoryRoot
            .appendingPathComponent("Fixtures/protocol_in_consumer_module/report_conditional_compilation").path
        try FileManager.default.removeItem(atPath: project)
        try FileManager.default.copyItem(atPath: fixture, toPath: project)
        func run(enable: Set<String> = [], disable: Set<String> = [], cache: Bool) throws -> [String] {
            let request = LintRequest(paths: ["."], enable: enable, disable: disable, jobs: 2, currentDirectory: project,
                                      cacheBase: cache ? cacheBase : nil)
            return try Linter.lint(request).findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
        }
        let rule: Set<String> = [ProtocolInConsumerModule.id]
        let expected = try run(enable: rule, cache: false)
        XCTAssertTrue(expected.contains("Sources/Haptics/HapticPlaying.swift:4:17 protocol_in_consumer_module"), "\(expected)")
        XCTAssertFalse(try run(disable: rule, cache: true).contains { $0.hasSuffix("protocol_in_consumer_module") })
        XCTAssertEqual(try run(enable: rule, cache: true), expected, "cold, after a run without the rule")
        XCTAssertEqual(try run(enable: rule, cache: true), expected, "warm")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheBase).count, 2)

        let source = SourceFile(path: "Sources/Haptics/HapticPlaying.swift",
                                text: "protocol HapticPlaying {}\nfinal class Player: HapticPlaying { let engine: Engine }\n")
        let tree = DeclarationScanner.scan(source)
        XCTAssertEqual(FileSummary(file: source, tree: tree).typeUses.names, [])
        XCTAssertEqual(FileSummary(file: source, tree: tree).typeUses.inheritances.map(\.name), ["Player"])
        XCTAssertEqual(FileSummary(file: source, tree: tree, options: FileSummary.Options(typeNames: true)).typeUses.names, ["Engine"])
    }

    func testAChangedFileIsScannedAgain() throws {
        XCTAssertEqual(try lint().count, 1)
        // The superclass chain in another file changes: the cached summary of Base.swift is stale.
        try RuleFixtureSupport.write("class Base {}\nclass Middle {}\n", to: project + "/Sources/Base.swift")
        XCTAssertEqual(try lint(["Sources/Leaf.swift"]), [])
    }

    func testSameSizeAndTimeButNewContentIsCaughtByTheContentHash() throws {
        let base = project + "/Sources/Base.swift"
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: base)[.modificationDate] as? Date)
        XCTAssertEqual(try lint().count, 1)
        // Same length, same modification time, other content: only the hash tells them apart,
        // and the file was modified right before the cache was written, so it is checked.
        try RuleFixtureSupport.write("class Base {}\nclass Middl_: Base {}\n", to: base)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: base)
        XCTAssertEqual(try lint(["Sources/Leaf.swift"]), [])
    }

    /// A file to lint indexed from the cache takes its declarations from there, not from a second
    /// scan, but only when the text read for linting is the text the entry was made from: here the
    /// file changes after its entry is trusted (same size and time, too old to be checked at
    /// indexing), and the cached declarations, whose class name was the third token, would put the
    /// finding on the new text's third token, the `=` on line 1.
    func testAFileToLintUsesItsCachedDeclarationsOnlyForTheirOwnText() throws {
        let leaf = project + "/Sources/Leaf.swift"
        try RuleFixtureSupport.write("final class Leaf: Middle {}\n//padding\n", to: leaf)
        let past = Date(timeIntervalSinceNow: -3600)
        for file in [leaf, project + "/Sources/Base.swift"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        }
        try ageFolders()
        XCTAssertEqual(try lint(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        XCTAssertEqual(try lint(), ["Sources/Leaf.swift:1:13 inheritance_depth"], "warm, from the cached declarations")
        try RuleFixtureSupport.write("let v = 1\nfinal class Leaf: Middle {}\n", to: leaf)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: leaf)
        try ageFolders()
        XCTAssertEqual(try lint(), ["Sources/Leaf.swift:2:13 inheritance_depth"])
        XCTAssertEqual(try lint(cache: false), ["Sources/Leaf.swift:2:13 inheritance_depth"])
    }

    /// Sets every folder's modification time well before now, so that the cached listing is
    /// trusted (folders modified within two seconds of the cache's writing are not).
    func ageFolders() throws {
        let past = Date(timeIntervalSinceNow: -3600)
        for folder in [project, project + "/Sources"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder)
        }
    }

    func testTheCachedListingIsUsedWhileNoFolderChanged() throws {
        try ageFolders()
        XCTAssertEqual(try lint().count, 1)
        let listing = try XCTUnwrap(projectCache.load(jobs: 1).contents.listing)
        XCTAssertEqual(listing.swiftFiles, ["Sources/Base.swift", "Sources/Leaf.swift"])
        XCTAssertEqual(Set(listing.folders.map(\.path)), ["", "Sources"])
        // A file added without its folder's time changing (as no real file system does) stays
        // unseen: proof that the folders were not read again.
        let sources = project + "/Sources"
        let before = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: sources)[.modificationDate] as? Date)
        try RuleFixtureSupport.write("final class Twig: Middle {}\n", to: sources + "/Twig.swift")
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: sources)
        XCTAssertEqual(try lint(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
    }

    func testALoadedListingIsCurrentOnlyWithItsEntriesIntact() throws {
        try ageFolders()
        _ = try lint()
        for jobs in [1, 2] {
            let (contents, current) = projectCache.load(jobs: jobs)
            XCTAssertEqual(contents.entries.count, 2, "jobs \(jobs)")
            XCTAssertEqual(current?.listing.swiftFiles, ["Sources/Base.swift", "Sources/Leaf.swift"], "jobs \(jobs)")
            XCTAssertEqual(current?.foldersRead, 0, "jobs \(jobs)")
        }
        // Unchanged folders but a byte past the trees: the entries are not trusted, nor the listing read with them.
        let file = try cacheFile()
        let intact = try Data(contentsOf: URL(fileURLWithPath: file))
        try (intact + [0]).write(to: URL(fileURLWithPath: file))
        var (contents, current) = projectCache.load(jobs: 2)
        XCTAssertTrue(contents.entries.isEmpty)
        XCTAssertNil(current)
        // Intact again, and a folder changed: the entries stand, and the listing is that folder's read again.
        try intact.write(to: URL(fileURLWithPath: file))
        try RuleFixtureSupport.write("final class Twig: Middle {}\n", to: project + "/Sources/Twig.swift")
        (contents, current) = projectCache.load(jobs: 2)
        XCTAssertEqual(contents.entries.count, 2)
        XCTAssertEqual(current?.listing.swiftFiles, ["Sources/Base.swift", "Sources/Leaf.swift", "Sources/Twig.swift"])
        XCTAssertEqual(current?.foldersRead, 1)
    }

    /// An editor saves a file by writing a new one and renaming it over the old: the folder's time
    /// changes. Its run reads that folder again, not every folder, and leaves the cache file (and
    /// what is kept beside it) as it was.
    func testAnEditorsSaveReadsItsFolderAgainAndKeepsTheCache() throws {
        try ageFolders()
        XCTAssertEqual(try lint().count, 1)
        let file = try cacheFile()
        let saved = try Data(contentsOf: URL(fileURLWithPath: file))
        // A file added to the root without its time changing (no real file system does that): proof
        // that the root is not read again.
        let before = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: project)[.modificationDate] as? Date)
        try RuleFixtureSupport.write("final class Unseen: Middle {}\n", to: project + "/Unseen.swift")
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: project)
        let leaf = "final class Leaf: Middle {}\n"
        XCTAssertEqual(rename(project + "/Sources/Leaf.swift", project + "/Sources/Leaf.swift.orig"), 0)
        try RuleFixtureSupport.write(leaf, to: project + "/Sources/.Leaf.swift.new")
        XCTAssertEqual(rename(project + "/Sources/.Leaf.swift.new", project + "/Sources/Leaf.swift"), 0)
        try FileManager.default.removeItem(atPath: project + "/Sources/Leaf.swift.orig")
        let (_, current) = projectCache.load(jobs: 2)
        XCTAssertEqual(current?.foldersRead, 1)
        XCTAssertEqual(current?.listing.swiftFiles, ["Sources/Base.swift", "Sources/Leaf.swift"])
        let request = LintRequest(paths: [], stdinPath: "Sources/Leaf.swift", stdinSource: Array(leaf.utf8), jobs: 2,
                                  currentDirectory: project, cacheBase: cacheBase)
        XCTAssertEqual(try Linter.lint(request).findings.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["Sources/Leaf.swift:1 inheritance_depth"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), saved, "the cache file is not written again")
        // A run that saves the cache for another reason (a new file's entry) saves the listing as
        // it found it: the folder with its new time and file.
        try RuleFixtureSupport.write("final class Twig: Middle {}\n", to: project + "/Sources/Twig.swift")
        XCTAssertEqual(try lint().count, 2)
        let listing = try XCTUnwrap(projectCache.load(jobs: 1).contents.listing)
        XCTAssertEqual(listing.swiftFiles, ["Sources/Base.swift", "Sources/Leaf.swift", "Sources/Twig.swift"])
        XCTAssertEqual(listing.folders.first { $0.path == "Sources" }?.modified,
                       IndexCache.OpenFolder(project).folderModificationTime("Sources"))
    }

    /// Whatever changes in the tree, the listing brought up to date from the folders that changed
    /// is the listing a walk gives: files added and removed, folders added, removed, renamed and
    /// replaced by links, a project's settings saved, headers, xcconfigs, manifests and links out.
    func testAListingBroughtUpToDateIsTheListingAWalkGives() throws {
        let root = try RuleFixtureSupport.makeTemporaryFolder()
        let outside = try RuleFixtureSupport.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let manager = FileManager.default
        func write(_ path: String) throws { try RuleFixtureSupport.write("struct S {}\n", to: root + "/" + path) }
        func remove(_ path: String) throws { try manager.removeItem(atPath: root + "/" + path) }
        func link(_ path: String, to target: String) throws { try manager.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target) }
        try RuleFixtureSupport.write("struct Outside {}\n", to: outside + "/Outside.swift")
        for path in ["A/One.swift", "A/Two.swift", "A/Deep/Three.swift", "A/Deep/Er/Four.swift", "B/Five.swift", "Top.swift",
                     "C/Six.swift", "Old/Seven.swift", "Old/Inner/Eight.swift"] {
            try write(path)
        }
        let steps: [(String, () throws -> Void)] = [
            ("a file added", { try write("A/Added.swift") }),
            ("a file removed", { try remove("A/Two.swift") }),
            ("a folder tree added", { try write("A/New/Deeper/Nine.swift"); try write("A/New/Ten.swift") }),
            ("a folder tree removed", { try remove("A/Deep") }),
            ("a folder renamed", { try manager.moveItem(atPath: root + "/Old", toPath: root + "/Renamed") }),
            ("a header, an xcconfig and a manifest", { try write("B/Bridge.h"); try write("B/App.xcconfig"); try write("B/Package.swift") }),
            ("projects added", { try write("App.xcodeproj/project.pbxproj"); try write("Proj/Kit.xcodeproj/project.pbxproj") }),
            ("a project's settings saved", {
                try RuleFixtureSupport.write("// saved\n", to: root + "/App.xcodeproj/project.pbxproj")
            }),
            ("a folder replaced by a link to another", { try remove("C"); try link("C", to: root + "/B") }),
            ("a link out of the project and a link in it", { try link("B/Out.swift", to: outside + "/Outside.swift"); try link("B/In.swift", to: root + "/Top.swift") }),
            ("skipped and resource folders", { try write("Pods/Lib/Pod.swift"); try write("B/Assets.xcassets/X.swift") }),
            ("a file at the root and a project removed", { try write("Root.swift"); try remove("App.xcodeproj") }),
            ("the folder holding a project removed", { try remove("Proj") }),
            ("sibling folders removed", { try remove("A"); try remove("B"); try remove("Renamed") }),
            ("nothing", {}),
        ]
        let rootFolder = IndexCache.OpenFolder(root)
        var listing = ProjectFiles.walk(root, root: root, forCache: true)
        for (number, (step, change)) in steps.enumerated() {
            // Every folder aged to a time of its own, as the listing records it, so that a change shows.
            let past = Date(timeIntervalSinceNow: -3600 - Double(number))
            for folder in listing.folders { try manager.setAttributes([.modificationDate: past], ofItemAtPath: root + "/" + folder.path) }
            listing.folders = listing.folders.map { ($0.path, rootFolder.folderModificationTime($0.path) ?? 0) }
            try change()
            let contents = IndexCache.Contents(writtenAt: IndexCache.now(), listing: listing)
            let current = try XCTUnwrap(contents.currentListing(root: root, jobs: 2), step)
            let walked = ProjectFiles.walk(root, root: root, forCache: true)
            XCTAssertEqual(current.listing.swiftFiles, walked.swiftFiles, step)
            for (path, stamp) in zip(current.listing.swiftFiles, current.listing.stamps) where stamp != nil {
                XCTAssertEqual(walked.swiftFiles.firstIndex(of: path).flatMap { walked.stamps[$0] }, stamp, "\(step): \(path)")
            }
            XCTAssertEqual(current.listing.headers, walked.headers, step)
            XCTAssertEqual(current.listing.escapingLinks, walked.escapingLinks, step)
            XCTAssertEqual(current.listing.manifests, walked.manifests, step)
            XCTAssertEqual(current.listing.pbxprojs, walked.pbxprojs, step)
            XCTAssertEqual(current.listing.xcconfigs, walked.xcconfigs, step)
            XCTAssertEqual(current.listing.folders.map { "\($0.path) \($0.modified)" }.sorted(),
                           walked.folders.map { "\($0.path) \($0.modified)" }.sorted(), step)
            XCTAssertEqual(current.foldersRead == 0, step == "nothing", step)
            listing = current.listing
        }
    }

    /// The join's name tables are kept beside the cache for the facts they were joined from, and
    /// read back by a later run over those facts (an editor's too, while its buffer declares the
    /// types and typealiases its entry does); never for other facts, other contents or damaged.
    func testTheJoinsNameTablesAreKeptForTheFactsTheyWereJoinedFrom() throws {
        try RuleFixtureSupport.write("typealias Alias = Base\nextension Alias { func more() {} }\nextension Leaf {}\n",
                                     to: project + "/Sources/Alias.swift")
        try ageFolders()
        _ = try lint()
        let leaf = "final class Leaf: Middle {}\n"
        func index(buffer: String) throws -> ProjectIndex {
            var request = LintRequest(paths: [], stdinPath: "Sources/Leaf.swift", stdinSource: Array(buffer.utf8), jobs: 1,
                                      currentDirectory: project, cacheBase: cacheBase)
            request.keepsIndex = true
            return try XCTUnwrap(Linter.lint(request).index)
        }
        func names(_ table: TypeTable) -> [String: [TypeReference]] {
            Dictionary(uniqueKeysWithValues: table.map { ($0.name, Array($0.value)) })
        }
        let folder = (try cacheFile() as NSString).deletingLastPathComponent
        let kept = folder + "/" + Linter.keptNameTables.name
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept), "not by the run that saved the cache")
        let joined = try index(buffer: leaf)
        XCTAssertTrue(FileManager.default.fileExists(atPath: kept), "kept by the run that joined the cache's facts")
        XCTAssertEqual(names(joined.extensions)["Base"]?.map(\.file), [0], "the alias's extension is the type's")
        XCTAssertEqual(names(joined.extensions)["Leaf"]?.map(\.file), [0])
        let edited = try index(buffer: leaf + "func helper() { print(1) }\n")
        XCTAssertEqual(names(edited.types), names(joined.types), "read back for a buffer edited past its types")
        XCTAssertEqual(names(edited.extensions), names(joined.extensions))
        // The subclasses too, by superclass and by the type an alias of it names.
        XCTAssertEqual(Array(edited.subclasses(named: "Middle")), [TypeReference(file: 2, declaration: 0)])
        XCTAssertEqual(Array(edited.subclasses(named: "Base")), [TypeReference(file: 1, declaration: 1)])
        XCTAssertEqual(Array(edited.subclasses(named: "Middle")), Array(joined.subclasses(named: "Middle")))
        XCTAssertTrue(edited.hasSubclass(named: "Middle"))
        XCTAssertFalse(edited.hasSubclass(named: "Leaf"))

        // What the file holds is what is read: kept without the types, the index has none.
        let origin = IndexCache.Origin(folder: folder, fingerprint: projectCache.load(jobs: 1).contents.fingerprint)
        let typeCount = joined.files.typeDeclarationCount
        var doctored = joined.nameTables
        doctored.types = NameTable(minimumCapacity: 1)
        doctored.subclasses = NameTable(minimumCapacity: 1)
        Linter.keptNameTables.write(origin, fileCount: joined.files.count, typeCount: typeCount, doctored.encode)
        XCTAssertNil(try index(buffer: leaf).types["Leaf"], "read back as kept")
        XCTAssertFalse(try index(buffer: leaf).hasSubclass(named: "Middle"), "asked of the kept table, not of the facts")
        // A buffer declaring a type before its entry's, or another typealias: joined again.
        XCTAssertEqual(try index(buffer: "struct First {}\n" + leaf).types["Leaf"].map(Array.init), [TypeReference(file: 2, declaration: 1)])
        XCTAssertNotNil(try index(buffer: leaf + "typealias Other = Middle\n").types["Leaf"])
        XCTAssertNil(try index(buffer: leaf).types["Leaf"], "the file kept as it was")
        // Under another contents' fingerprint, or damaged: joined again, and kept anew.
        var other = origin
        other.fingerprint.checksum &+= 1
        Linter.keptNameTables.write(other, fileCount: joined.files.count, typeCount: typeCount, doctored.encode)
        XCTAssertEqual(names(try index(buffer: leaf).types), names(joined.types))
        XCTAssertEqual(names(try index(buffer: leaf).types), names(joined.types), "kept anew")
        var damaged = Linter.keptNameTables.encoded(fingerprint: origin.fingerprint, fileCount: joined.files.count, typeCount: typeCount,
                                                    doctored.encode)
        damaged[damaged.count / 2] ^= 0x40
        try AtomicFile.write(damaged, to: kept)
        XCTAssertEqual(names(try index(buffer: leaf).types), names(joined.types))
    }

    func testAFileAddedOrRemovedChangesItsFolderAndIsSeen() throws {
        try ageFolders()
        XCTAssertEqual(try lint().count, 1)
        try RuleFixtureSupport.write("final class Twig: Middle {}\n", to: project + "/Sources/Deeper/Twig.swift")
        XCTAssertEqual(try lint(), ["Sources/Deeper/Twig.swift:1:13 inheritance_depth", "Sources/Leaf.swift:1:13 inheritance_depth"])
        try FileManager.default.removeItem(atPath: project + "/Sources/Leaf.swift")
        XCTAssertEqual(try lint(), ["Sources/Deeper/Twig.swift:1:13 inheritance_depth"])
        // Removed while the listing is trusted again: the folder's new time gives it away.
        try ageFolders()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: project + "/Sources/Deeper")
        XCTAssertEqual(try lint().count, 1)
        try FileManager.default.removeItem(atPath: project + "/Sources/Deeper/Twig.swift")
        XCTAssertEqual(try lint(), [])
    }

    /// An Xcode project whose xcconfig sets the deployment target, and a package beside it.
    func writeBuildSettingsProject() throws {
        let pbxproj = "\t\tA1 /* App.xcconfig */ = {isa = PBXFileReference; path = App.xcconfig; sourceTree = \"<group>\"; };\n"
            + "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n"
        try RuleFixtureSupport.write(pbxproj, to: project + "/App.xcodeproj/project.pbxproj")
        try RuleFixtureSupport.write("IPHONEOS_DEPLOYMENT_TARGET = 16.0\n", to: project + "/Config/App.xcconfig")
        try RuleFixtureSupport.write("@MainActor\nfinal class Model: ObservableObject {}\n", to: project + "/App/Model.swift")
        try RuleFixtureSupport.write("let package = Package(name: \"Kit\", platforms: [.iOS(.v16)], targets: [.target(name: \"Kit\")])\n",
                                     to: project + "/Kit/Package.swift")
        try RuleFixtureSupport.write("@MainActor\nfinal class KitModel: ObservableObject {}\n", to: project + "/Kit/Sources/Kit/KitModel.swift")
    }

    func observableFindings(_ paths: [String]) throws -> [String] {
        try lint(paths).filter { $0.hasSuffix("prefer_observable") }
    }

    func testAChangedBuildSettingsFileInvalidatesWhatDependsOnIt() throws {
        try writeBuildSettingsProject()
        XCTAssertEqual(try observableFindings(["."]), [])
        XCTAssertEqual(try observableFindings(["App/Model.swift"]), [])
        // The xcconfig the pbxproj names, the pbxproj, the manifest: each change is seen by a warm one-file run.
        try RuleFixtureSupport.write("IPHONEOS_DEPLOYMENT_TARGET = 17.4\n", to: project + "/Config/App.xcconfig")
        XCTAssertEqual(try observableFindings(["App/Model.swift"]), ["App/Model.swift:2:20 prefer_observable"])
        try RuleFixtureSupport.write("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n", to: project + "/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try observableFindings(["App/Model.swift"]), [])
        try RuleFixtureSupport.write("let package = Package(name: \"Kit\", platforms: [.iOS(\"17.0\")], targets: [.target(name: \"Kit\")])\n",
                                     to: project + "/Kit/Package.swift")
        XCTAssertEqual(try observableFindings(["Kit/Sources/Kit/KitModel.swift"]), ["Kit/Sources/Kit/KitModel.swift:2:23 prefer_observable"])
    }

    func testAWarmRunTakesBuildSettingsFromTheCacheWithoutReadingThem() throws {
        try writeBuildSettingsProject()
        try RuleFixtureSupport.write("IPHONEOS_DEPLOYMENT_TARGET = 17.0\n", to: project + "/Config/App.xcconfig")
        let past = Date(timeIntervalSinceNow: -3600)
        for file in ["/App.xcodeproj/project.pbxproj", "/Config/App.xcconfig"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project + file)
        }
        XCTAssertEqual(try observableFindings(["."]), ["App/Model.swift:2:20 prefer_observable"])
        // Same size and time, other text (as no editor leaves it): the cached facts are used, so the
        // file was not read again. A real edit changes the time and is read (test above).
        try RuleFixtureSupport.write("IPHONEOS_DEPLOYMENT_TARGET = 10.0\n", to: project + "/Config/App.xcconfig")
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project + "/Config/App.xcconfig")
        XCTAssertEqual(try observableFindings(["App/Model.swift"]), ["App/Model.swift:2:20 prefer_observable"])
        XCTAssertEqual(try lint(["App/Model.swift"], cache: false).filter { $0.hasSuffix("prefer_observable") }, [])
    }

    /// A cached file's type declarations and singleton uses are decoded on first read, once, by
    /// whichever thread asks first; bytes that do not decode to the counts the entry gave yield
    /// none (the cache's checksum makes that all but impossible), never a crash.
    func testCachedDetailsAreDecodedOnFirstReadAndDamagedOnesGiveNone() throws {
        let source = "class Base {}\nfinal class Leaf: Base { func f() { Store.shared.go() } }\nextension Leaf {}\n"
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file), options: FileSummary.Options(singletonAccessors: ["shared"]))
        let scanned = FileFacts(summary)
        XCTAssertEqual(scanned.typeDeclarations.map(\.name), ["Base", "Leaf", "Leaf"])
        XCTAssertEqual(scanned.singletonUses.map(\.typeName), ["Store"])
        let entry = IndexCache.entry(scanned, tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: file.bytes)
        let cached = try XCTUnwrap(IndexCache.decode(entry, path: "A.swift")).facts
        XCTAssertTrue(cached.detailsAreDeferred)
        XCTAssertEqual(cached.typeDeclarationCount, 3)
        let reads = UnsafeMutableBufferPointer<FileFacts.Details?>.allocate(capacity: 8)
        reads.initialize(repeating: nil)
        defer { reads.deallocate() }
        let shared = SendablePointer(reads)
        DispatchQueue.concurrentPerform(iterations: 8) { read in shared.pointer[read] = cached.details }
        XCTAssertEqual(Array(reads), Array(repeating: scanned.details, count: 8), "the same from every thread")
        XCTAssertEqual(cached, scanned)
        let damaged = FileFacts(path: "A.swift", isTest: false, typeDeclarationCount: 3, details: ByteSlice([0x02, 0x7F]), detailsLock: Lock(),
                                constants: .decoded([]), snakeCaseDecodes: [], declarationCount: 4, typeAliases: [], encodedTypeUses: ByteSlice([]))
        XCTAssertEqual(damaged.typeDeclarations, [])
        XCTAssertEqual(damaged.singletonUses, [])
    }

    func testATreeThatDoesNotDecodeFallsBackToTheFactsWithoutCrashing() throws {
        let source = "class Base {}\nextension Base { func a() {} }\nenum Keys { case token }\n"
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file))
        let facts = FileFacts(summary)
        var sealed = [UInt8](IndexCache.entry(FileFacts(summary), tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: []).tree.withUnsafeBytes { Array($0) })
        sealed[sealed.count - 1] ^= 1
        // Bytes that fail their checksum, and bytes that pass it but are no tree.
        for damaged in [sealed, SelfCheckedBytes.sealing([1, 2, 3]).bytes.withUnsafeBytes { Array($0) }] {
            let index = ProjectIndex(facts: [facts], trees: [.encoded(SelfCheckedBytes(ByteSlice(damaged)), facts)], packages: [], buildSettings: [])
            let base = try XCTUnwrap(index.firstType(named: "Base"))
            XCTAssertEqual(index[base].kind, .class)
            XCTAssertEqual(index.tree(of: base).declarations.count, summary.tree.declarations.count)
            XCTAssertEqual(index.extensions(of: "Base").map { index[$0].kind }, [.extension])
            let fallback = index.tree(of: base)
            XCTAssertEqual(fallback.declarations.indices.flatMap { fallback.children(of: Int32($0)) }, [], "the fallback holds no members")
            XCTAssertTrue(index.isEnum("Keys"))
        }
    }

    /// A warm run reads the trees only of the files it needs, so the file's checksum leaves them out
    /// and each has its own: a damaged tree, of a file being linted or of one a rule reads, is
    /// scanned again from the file, and the findings are those of a cold run.
    func testADamagedTreeIsNotTrustedWhereTheFileChecksumDoesNotReach() throws {
        let expected = try lint()
        let file = try cacheFile()
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        let loaded = projectCache.load(jobs: 1).contents
        XCTAssertEqual(loaded.entries.count, 2)
        // Each tree in turn: the last bytes of the file are the last entry's tree.
        var end = original.count
        for position in loaded.entries.indices.reversed() {
            var bytes = original
            bytes[end - 1] ^= 0x5A
            end -= loaded.entries[position].tree.count
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let damaged = projectCache.load(jobs: 1).contents
            XCTAssertEqual(damaged.entries.count, 2, "the facts are intact")
            XCTAssertNil(SelfCheckedBytes(damaged.entries[position].tree).contents)
            XCTAssertEqual(try lint(["Sources/Leaf.swift"]), expected.filter { $0.hasPrefix("Sources/Leaf.swift:") })
            if position == 0 {
                // Base's tree, read for Leaf's chain, was scanned again and the cache let go.
                XCTAssertFalse(FileManager.default.fileExists(atPath: file))
            }
            XCTAssertEqual(try lint(), expected)
        }
    }

    func testADamagedCacheIsRebuiltNotTrusted() throws {
        let expected = try lint()
        let file = try cacheFile()
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        for index in stride(from: 20, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(try lint(), expected)
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(try lint(), expected)
        XCTAssertEqual(projectCache.load(jobs: 1).contents.entries.count, 2)
    }

    /// The checksum hashes chunks on several threads; it must not depend on how many, and must
    /// see a change in any chunk (a cache written by a run on 8 cores is read by one on 2).
    func testTheChecksumIsTheSameOnAnyNumberOfThreadsAndSeesEveryChunk() {
        var bytes = (0..<(3 << 20) + 12_345).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        let checksum = ByteSlice(bytes).chunkedChecksum(jobs: 1)
        for jobs in [2, 3, 8] { XCTAssertEqual(ByteSlice(bytes).chunkedChecksum(jobs: jobs), checksum, "jobs \(jobs)") }
        for position in [0, (1 << 20) - 1, 1 << 20, bytes.count - 1] {
            bytes[position] ^= 1
            XCTAssertNotEqual(ByteSlice(bytes).chunkedChecksum(jobs: 2), checksum, "byte \(position)")
            bytes[position] ^= 1
        }
        // A slice hashes its own bytes, wherever it starts.
        XCTAssertEqual(ByteSlice([9] + bytes)[1..<bytes.count + 1].chunkedChecksum(jobs: 2), checksum)
    }

    func testConcurrentRunsLeaveAUsableCache() throws {
        let expected = try lint(cache: false)
        let results = UnsafeMutableBufferPointer<[String]?>.allocate(capacity: 6)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let shared = SendablePointer(results)
        let request = LintRequest(paths: ["."], jobs: 2, currentDirectory: project, cacheBase: cacheBase)
        DispatchQueue.concurrentPerform(iterations: 6) { run in
            shared.pointer[run] = (try? Linter.lint(request))?.findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
        }
        XCTAssertEqual(Array(results), Array(repeating: expected, count: 6))
        XCTAssertEqual(projectCache.load(jobs: 1).contents.entries.count, 2)
        // No temporary file left behind (the join's name tables may be kept beside the cache).
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (try cacheFile() as NSString).deletingLastPathComponent)
        XCTAssertEqual(Set(leftovers).subtracting([Linter.keptNameTables.name]), ["index"])
    }

    /// The folders and both files an hour old, so no stamp is within two seconds of the cache's writing.
    func ageSources() throws {
        try ageFolders()
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        for file in ["Base.swift", "Leaf.swift"] {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: project + "/Sources/" + file)
        }
    }

    /// A run of the command-line tool (a process that ends after it) on an editor's buffer.
    func toolRun(buffer: String, at path: String) throws -> [String] {
        var request = LintRequest(paths: [], stdinPath: path, stdinSource: Array(buffer.utf8), jobs: 2,
                                  currentDirectory: project, cacheBase: cacheBase)
        request.processEndsAfterRun = true
        return try Linter.lint(request).findings.map { "\($0.path):\($0.line) \($0.ruleID)" }
    }

    /// Base.swift changed as if written in place (its folder keeps its time, so it is not read
    /// again and the file is not `stat`ed by the listing), older than the cache, not its entry's
    /// size: Middle no longer a subclass.
    func changeBaseInPlace() throws {
        let sources = project + "/Sources"
        let folderTime = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: sources)[.modificationDate] as? Date)
        try RuleFixtureSupport.write("class Base {}\nclass Middle {}\n", to: sources + "/Base.swift")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -1800)], ofItemAtPath: sources + "/Base.swift")
        try FileManager.default.setAttributes([.modificationDate: folderTime], ofItemAtPath: sources)
        XCTAssertEqual(projectCache.load(jobs: 2).currentListing?.foldersRead, 0)
    }

    /// A run of the command-line tool takes each file as its cache entry's while its stamps are
    /// taken on another thread (`StampCheck`); a file found changed has the run done again, so
    /// its findings are those of a run without the cache.
    func testARunThatTookItsFilesAsCachedIsDoneAgainWhenOneChanged() throws {
        try ageSources()
        let leaf = "final class Leaf: Middle {}\n"
        XCTAssertEqual(try toolRun(buffer: leaf, at: "Sources/Leaf.swift"), ["Sources/Leaf.swift:1 inheritance_depth"])
        XCTAssertEqual(try toolRun(buffer: leaf, at: "Sources/Leaf.swift"), ["Sources/Leaf.swift:1 inheritance_depth"], "warm")
        try changeBaseInPlace()
        XCTAssertEqual(try lint(cache: false), [])
        XCTAssertEqual(try toolRun(buffer: leaf, at: "Sources/Leaf.swift"), [], "the changed file seen")
        XCTAssertEqual(try toolRun(buffer: leaf, at: "Sources/Leaf.swift"), [], "and cached")
    }

    /// An editor's buffer for a file not on disk yet puts a path the cached listing does not hold
    /// among the indexed ones: the stamps being taken on another thread are taken for those paths,
    /// so a file changed since the cache is still seen, and the run done again.
    func testABufferOfANewFileSeesAFileChangedSinceTheCache() throws {
        try ageSources()
        let new = "final class New: Middle {}\n"
        XCTAssertEqual(try lint(), ["Sources/Leaf.swift:1:13 inheritance_depth"])
        XCTAssertEqual(try toolRun(buffer: new, at: "Sources/New.swift"), ["Sources/New.swift:1 inheritance_depth"])
        try changeBaseInPlace()
        XCTAssertEqual(try toolRun(buffer: new, at: "Sources/New.swift"), [], "the changed file seen")
        XCTAssertEqual(try toolRun(buffer: new, at: "Sources/New.swift"), [], "and cached")
    }

    func testAStampCheckTakesEachFilesStampOnTwoThreads() throws {
        for index in 0..<40 { try RuleFixtureSupport.write("struct S\(index) {}\n", to: project + "/Many/S\(index).swift") }
        let paths = ["Sources/Base.swift", "Sources/Gone.swift", "Sources/Leaf.swift"] + (0..<40).map { "Many/S\($0).swift" }
        let folder = IndexCache.OpenFolder(project)
        let check = StampCheck(paths: paths, in: folder)
        XCTAssertEqual(check.stamps, paths.map { folder.stamp(of: $0) })
        XCTAssertNil(check.stamps[1], "a file that is not there")
        XCTAssertEqual(check.stamps.compactMap { $0 }.count, 42)
    }

    /// A cache an editor's first run wrote has no entry for its buffer; the buffer makes the
    /// entry when it is the file as saved (so later runs find every file cached), never when not.
    func testAnEditorsBufferMakesItsFilesEntryOnlyWhenItIsTheFileAsSaved() throws {
        let leaf = "final class Leaf: Middle {}\n"
        func editorRun(_ buffer: String) throws -> [String] {
            let request = LintRequest(paths: [], stdinPath: "Sources/Leaf.swift", stdinSource: Array(buffer.utf8), jobs: 2,
                                      currentDirectory: project, cacheBase: cacheBase)
            return try Linter.lint(request).findings.map { "\($0.path):\($0.line) \($0.ruleID)" }
        }
        XCTAssertEqual(try editorRun("final class Leaf: Middle {\n}\n"), ["Sources/Leaf.swift:1 inheritance_depth"])
        XCTAssertNil(projectCache.load(jobs: 1).contents.entry(for: "Sources/Leaf.swift"), "an unsaved buffer")
        XCTAssertNotNil(projectCache.load(jobs: 1).contents.entry(for: "Sources/Base.swift"))
        XCTAssertEqual(try editorRun(leaf), ["Sources/Leaf.swift:1 inheritance_depth"])
        let entry = try XCTUnwrap(projectCache.load(jobs: 1).contents.entry(for: "Sources/Leaf.swift"))
        XCTAssertEqual(entry.stamp, IndexCache.OpenFolder(project).stamp(of: "Sources/Leaf.swift"))
        XCTAssertEqual(entry.contentHash, IndexCache.contentHash(of: Array(leaf.utf8)))
    }
}

struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<Element>
    init(_ pointer: UnsafeMutableBufferPointer<Element>) { self.pointer = pointer }
}

/// The engine's UTF-8 check agrees with the standard library's decoder.
final class UTF8ValidationTests: XCTestCase {
    func testAgreesWithTheStandardLibraryOnValidAndInvalidSequences() {
        let cases: [[UInt8]] = [
            [], Array("plain ascii text, long enough for words".utf8), Array("ñ → 😀 ≠ `class`".utf8),
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8],
            [0xE2, 0x82], Array("abcdefgh".utf8) + [0xFF] + Array("ijklmnop".utf8), [0x61, 0xC3],
        ]
        var generator = SystemRandomNumberGenerator()
        var random: [[UInt8]] = []
        for _ in 0..<2000 { random.append((0..<Int.random(in: 0..<24, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
        for bytes in cases + random {
            XCTAssertEqual(isValidUTF8(bytes), String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
        }
    }
}
