// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "FeedKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
    ],
    targets: [
        .target(name: "Networking"),
        .target(name: "Persistence"),
        .target(name: "FeedFeature", dependencies: ["Networking", "Persistence"]),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature"]),
    ]
)
