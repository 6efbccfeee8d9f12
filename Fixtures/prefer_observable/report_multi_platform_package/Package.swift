// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Player",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
        .tvOS(.v17),
        .visionOS(.v1),
    ],
    products: [.library(name: "Player", targets: ["Player"])],
    targets: [
        .target(name: "Player"),
    ]
)
