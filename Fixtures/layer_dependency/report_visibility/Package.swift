// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "DataKit"),
        .target(name: "Shared", dependencies: ["DataKit"]),
        .target(name: "UI", dependencies: ["Shared"]),
        .testTarget(name: "UITests", dependencies: ["UI"]),
    ]
)
