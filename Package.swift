// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ArchLint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
        // `swift package archlint [lint options]` in a package that depends on this one.
        .plugin(name: "ArchLintCommandPlugin", targets: ["ArchLintCommandPlugin"]),
        // Added to a target's `plugins:`, lints its sources on every build.
        .plugin(name: "ArchLintBuildToolPlugin", targets: ["ArchLintBuildToolPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ArchLintKit",
            dependencies: ["CYaml", "CHeapTuning", "CMappingGuard", "CFileExchange"]
        ),
        // No unsafeFlags anywhere in this manifest: SwiftPM refuses them in a package used as a dependency.
        // The static Linux link of release binaries is Scripts/release's business.
        // The C library's heap growth, set once by the executable (see Sources/archlint/main.swift).
        .target(name: "CHeapTuning"),
        // Reads of a mapped cache file that shrinks under them return zeros instead of SIGBUS.
        .target(name: "CMappingGuard"),
        // Two files' names swapped in one step, which Swift's C library modules do not declare (see AtomicFile.replace).
        .target(name: "CFileExchange"),
        .executableTarget(name: "archlint", dependencies: ["ArchLintKit", "CHeapTuning"]),
        .plugin(
            name: "ArchLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "Lint the package's Swift targets with archlint")
            ),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchLintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
        .executableTarget(name: "archlint-bench", dependencies: ["ArchLintKit"]),
        .testTarget(name: "ArchLintKitTests", dependencies: ["ArchLintKit"]),
        .testTarget(name: "ArchLintBenchTests", dependencies: ["archlint-bench"]),
    ]
)
