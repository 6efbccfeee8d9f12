// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Storefront",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "OrdersFeature", targets: ["OrdersFeature"]),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "OrdersFeature", dependencies: ["DesignSystem"]),
        .testTarget(name: "OrdersFeatureTests", dependencies: ["OrdersFeature"]),
    ]
)
