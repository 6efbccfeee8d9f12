// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Tools", targets: ["Tools"])],
    targets: [
        .executableTarget(name: "Tools", path: "Tools/Sources/Tools"),
    ]
)
