import XCTest
@testable import ArchLintKit

/// What the index reads of `Package.swift`, `project.pbxproj` and `.xcconfig` files, and the
/// facts it joins from them: deployment targets, SwiftPM target folders, subclasses.
final class BuildSettingsTests: XCTestCase {
    private func manifest(_ source: String, directory: String = "") -> PackageManifest {
        let file = SourceFile(path: "Package.swift", bytes: Array(source.utf8))
        return PackageManifest(file: file, tree: DeclarationScanner.scan(file), directory: directory)
    }

    private func platforms(_ manifest: PackageManifest) -> [String] {
        manifest.platforms.map { "\($0.name) \($0.versionText)" }
    }

    func testPlatformsInEveryWrittenForm() {
        XCTAssertEqual(platforms(manifest("let package = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v10_15)], targets: [])")),
                       ["iOS 17", "macOS 10.15"])
        XCTAssertEqual(platforms(manifest("let package = Package(name: \"A\", platforms: [.iOS(\"17.0\"), .watchOS(\"10.2\"), .visionOS(.v1)])")),
                       ["iOS 17", "watchOS 10.2", "visionOS 1"])
        // A `let` named as the value, and a platform named twice (in `#if` branches) keeps its lowest version.
        let viaLet = manifest("""
            #if swift(>=6.0)
            let platforms: [SupportedPlatform] = [.iOS(.v18)]
            #else
            let platforms: [SupportedPlatform] = [.iOS(.v17), .tvOS(.v17)]
            #endif
            let package = Package(name: "A", platforms: platforms, targets: [.target(name: "A", dependencies: [.product(name: "B", package: "b", condition: .when(platforms: [.iOS]))])])
            """)
        XCTAssertEqual(platforms(viaLet), ["iOS 17", "tvOS 17"])
        // `.iOS(...)` outside `platforms:` (a dependency's condition, a comment) is no platform.
        XCTAssertEqual(platforms(manifest("// platforms: [.iOS(.v17)]\nlet package = Package(name: \"A\", targets: [.target(name: \"A\", swiftSettings: [.define(\"X\", .when(platforms: [.iOS]))])])")), [])
    }

    func testTargetFoldersAndTheSharedLookup() {
        let package = manifest("""
            let package = Package(name: "Kit", targets: [
                .target(name: "Core"),
                .target(name: "UI", path: "Modules/UI"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .target(name: "Nested", path: "Modules/UI/Nested"),
            ])
            """, directory: "Packages/Kit")
        let index = ProjectIndex(files: [], packages: [package], buildSettings: [])
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Sources/Core/A.swift")?.target.name, "Core")
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Source/Core/A.swift")?.target.name, "Core")
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/src/Core/Deep/A.swift")?.target.name, "Core")
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/srcs/Core/A.swift")?.target.name, "Core")
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Tests/CoreTests/A.swift")?.target.name, "CoreTests")
        XCTAssertNil(index.packageTarget(containing: "Packages/Kit/Source/CoreTests/A.swift"))
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Modules/UI/A.swift")?.target.name, "UI")
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Modules/UI/Nested/A.swift")?.target.name, "Nested")
        XCTAssertNil(index.packageTarget(containing: "Packages/Kit/Modules/UIKit/A.swift"))
        XCTAssertNil(index.packageTarget(containing: "Packages/Kit/Package.swift"))
        XCTAssertEqual(index.packageTarget(containing: "Packages/Kit/Sources/Core/A.swift")?.package.directory, "Packages/Kit")
    }

    /// Folders are looked up by their bytes only where that answers as the Strings do (all ASCII):
    /// a target folder and a path spelling `é` in its two canonically equivalent forms still meet.
    func testTargetFoldersMatchAsStringsWhateverTheirBytes() {
        let decomposed = "Cafe\u{301}", composed = "Caf\u{E9}"
        for (written, onDisk) in [(composed, decomposed), (decomposed, composed), ("Cafe", "Cafe")] {
            let package = manifest("let package = Package(name: \"Kit\", targets: [.target(name: \"Menu\", path: \"\(written)\")])",
                                   directory: "Kit")
            let index = ProjectIndex(files: [], packages: [package], buildSettings: [])
            XCTAssertEqual(index.packageTarget(containing: "Kit/\(onDisk)/A.swift")?.target.name, "Menu", onDisk)
            XCTAssertEqual(index.packageTarget(containing: "Kit/\(onDisk)/Deep/A.swift")?.target.name, "Menu", onDisk)
            XCTAssertNil(index.packageTarget(containing: "Kit/\(onDisk)x/A.swift"), onDisk)
            XCTAssertNil(index.packageTarget(containing: "Kit/Sources/Menu/A.swift"), onDisk)
        }
    }

    func testBuildSettingAssignmentsAndReferences() {
        let pbxproj = BuildSettingsFile(bytes: Array("""
            \t\tA1 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Base.xcconfig; sourceTree = "<group>"; };
            \t\t\tbaseConfigurationReferenceRelativePath = App_target.xcconfig;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
            \t\t\t\t"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = "17.2";
            \t\t\t\tRECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET = 12.0;
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
            \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
            \t\tA2 = {isa = PBXFileReference; path = "Config/Shared Debug.xcconfig" ; name = Main.swift; path = xcconfig.swift; };
            \t\tA3 = {isa = PBXFileReference; name = "Release.xcconfig"; path = Release.xcconfig.bak; path = Other.xcconfig // note
            """.utf8), path: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(pbxproj.kind, .pbxproj)
        XCTAssertEqual(pbxproj.values(of: "IPHONEOS_DEPLOYMENT_TARGET"), ["17.0", "17.2"])
        XCTAssertEqual(pbxproj.values(of: "MACOSX_DEPLOYMENT_TARGET"), ["14.0"])
        XCTAssertEqual(pbxproj.values(of: "SWIFT_DEFAULT_ACTOR_ISOLATION"), ["MainActor"])
        XCTAssertEqual(pbxproj.references, ["Config/Base.xcconfig", "Config/Shared Debug.xcconfig", "Other.xcconfig",
                                            "Release.xcconfig", "App_target.xcconfig"])

        let xcconfig = BuildSettingsFile(bytes: Array("""
            #include "common/Shared.xcconfig"
            #include? "../../Developer.xcconfig"
            // IPHONEOS_DEPLOYMENT_TARGET = 15.0
            IPHONEOS_DEPLOYMENT_TARGET = 18.0 // raised for widgets
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*][arch=arm64] = 18.1
            OTHER = IPHONEOS_DEPLOYMENT_TARGET = 9
            """.utf8), path: "Config/Base.xcconfig")
        XCTAssertEqual(xcconfig.kind, .xcconfig)
        XCTAssertEqual(xcconfig.values(of: "IPHONEOS_DEPLOYMENT_TARGET"), ["18.0", "18.1"])
        XCTAssertEqual(xcconfig.references, ["common/Shared.xcconfig", "../../Developer.xcconfig"])
    }

    func testProjectsJoinTheXcconfigFilesTheyNameAndTheirIncludes() {
        let files = [
            BuildSettingsFile(bytes: Array("path = Base.xcconfig;\nIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n".utf8), path: "App/App.xcodeproj/project.pbxproj"),
            BuildSettingsFile(bytes: Array("#include \"common/Shared.xcconfig\"\n".utf8), path: "App/Config/Base.xcconfig"),
            BuildSettingsFile(bytes: Array("IPHONEOS_DEPLOYMENT_TARGET = 16.4\n#include \"../Base.xcconfig\"\n".utf8), path: "App/Config/common/Shared.xcconfig"),
            // Same name outside the project's folder, and an xcconfig no project names.
            BuildSettingsFile(bytes: Array("IPHONEOS_DEPLOYMENT_TARGET = 12.0\n".utf8), path: "Other/Base.xcconfig"),
            BuildSettingsFile(bytes: Array("MACOSX_DEPLOYMENT_TARGET = 10.0\n".utf8), path: "App/Config/Unused.xcconfig"),
        ]
        let index = ProjectIndex(files: [], packages: [], buildSettings: files.reversed())
        guard case .xcodeProjects(let projects) = index.deploymentTarget(for: "App/Sources/A.swift") else {
            return XCTFail("no Xcode project for App/Sources/A.swift")
        }
        XCTAssertEqual(projects.map(\.bundleName), ["App.xcodeproj"])
        XCTAssertEqual(projects[0].iOSDeploymentTargets.sorted(), ["16.4", "17.0"])
        XCTAssertEqual(projects[0].macOSDeploymentTargets, [])
        guard case .none = index.deploymentTarget(for: "Other/A.swift") else { return XCTFail("Other/ has no project") }
    }

    func testSubclassFactsIncludeTestCodeAndIgnoreQualifiersAndGenerics() {
        func summary(_ path: String, _ source: String) -> FileSummary {
            let file = SourceFile(path: path, bytes: Array(source.utf8))
            return FileSummary(file: file, tree: DeclarationScanner.scan(file))
        }
        let index = ProjectIndex(files: [
            summary("Sources/A.swift", "class Base<T> {}\nfinal class Leaf: Kit.Base<Int>, Sendable {}\nstruct S: Plain {}\nextension Other: Ext {}\n"),
            summary("Tests/AppTests/Spy.swift", "final class Spy: LoginViewModel {}\nclass Holder { class Inner: Nested {} }\n"),
            summary("Sources/Home.swift", "class StateStore<S, A> {}\ntypealias HomeType = Kit.StateStore<HomeState, HomeAction>\n"
                    + "typealias Again = HomeType\nclass Home: Again {}\nclass Idle<T> {}\ntypealias Unused = Idle<Int>\n"),
        ], packages: [], buildSettings: [])
        XCTAssertFalse(index.subclasses(named: "StateStore").isEmpty)
        XCTAssertFalse(index.subclasses(named: "Again").isEmpty)
        XCTAssertTrue(index.subclasses(named: "Idle").isEmpty)
        XCTAssertFalse(index.subclasses(named: "Base").isEmpty)
        XCTAssertFalse(index.subclasses(named: "LoginViewModel").isEmpty)
        XCTAssertFalse(index.subclasses(named: "Nested").isEmpty)
        XCTAssertTrue(index.subclasses(named: "Sendable").isEmpty)
        XCTAssertTrue(index.subclasses(named: "Plain").isEmpty)
        XCTAssertTrue(index.subclasses(named: "Ext").isEmpty)
        XCTAssertTrue(index.subclasses(named: "Leaf").isEmpty)
        // `hasSubclass` scans for its first questions and reads the table after: the same answers both ways.
        let names = ["StateStore", "Again", "Idle", "Base", "LoginViewModel", "Nested", "Sendable", "Plain", "Ext", "Leaf", "HomeType", "Home"]
        for round in 0..<2 {
            for name in names {
                XCTAssertEqual(index.hasSubclass(named: name), !index.subclasses(named: name).isEmpty, "\(name), round \(round)")
            }
        }
    }
}
