// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "AppModules",
    platforms: [.iOS(.v16)],
    targets: [
        .target(name: "Navigation"),
        .target(name: "DesignKit"),
        .target(name: "FeedFeature", dependencies: ["Navigation", "DesignKit"]),
    ]
)
