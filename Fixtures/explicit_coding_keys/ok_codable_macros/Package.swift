// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Events",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Events", targets: ["Events"])],
    dependencies: [
        .package(url: "https://github.com/SwiftyLab/MetaCodable", from: "1.4.0")
    ],
    targets: [
        .target(
            name: "Events",
            dependencies: [.product(name: "MetaCodable", package: "MetaCodable")]
        )
    ]
)
