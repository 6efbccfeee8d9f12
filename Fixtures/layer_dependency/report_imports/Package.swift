// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Domain"),
        .target(name: "DataKit"),
        .target(name: "Core"),
        .target(name: "UI"),
        .testTarget(name: "UITests", dependencies: ["UI"]),
    ]
)
