// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Core", path: "Core"),
        .target(name: "Feed", dependencies: ["Core"], path: "Feed"),
        .target(name: "Settings", dependencies: ["Core"], path: "Settings"),
    ]
)
