// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    targets: [
        .target(name: "CoreUI"),
        .target(name: "ShopFeature", dependencies: ["CoreUI"]),
    ]
)
