// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "ProfileFeature",
    platforms: [.iOS(.v17)],
    products: [.library(name: "ProfileFeature", targets: ["ProfileFeature"])],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.10.0")
    ],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")]
        ),
        .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"])
    ]
)
