// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Lint",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Lint", targets: ["Lint"])],
    targets: [
        .executableTarget(name: "Lint"),
    ]
)
