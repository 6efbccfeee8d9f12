// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "AcmeModules",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "AuthKit", targets: ["AuthKit"]),
        .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    ],
    targets: [
        .target(name: "AuthKit"),
        .target(name: "SettingsFeature", dependencies: ["AuthKit"]),
        .testTarget(name: "AuthKitTests", dependencies: ["AuthKit"]),
    ]
)
