// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SearchFeature", targets: ["SearchFeature"])],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.15.0"),
    ],
    targets: [
        .target(name: "APIClient", dependencies: [.product(name: "Dependencies", package: "swift-composable-architecture")]),
        .target(name: "KeychainClient", dependencies: [.product(name: "Dependencies", package: "swift-composable-architecture")]),
        .target(name: "SearchFeature", dependencies: [
            "APIClient",
            .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        ]),
    ]
)
