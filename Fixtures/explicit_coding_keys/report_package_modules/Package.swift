// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Community",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "AppFeature", targets: ["AppFeature"])
    ],
    targets: [
        .target(name: "ProfileKit"),
        .target(name: "AppFeature", dependencies: ["ProfileKit"]),
        .testTarget(name: "ProfileKitTests", dependencies: ["ProfileKit"])
    ]
)
