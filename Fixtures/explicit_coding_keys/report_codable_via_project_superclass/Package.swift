// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Library", targets: ["Library"])
    ],
    targets: [
        .target(name: "AppCore"),
        .target(name: "Library", dependencies: ["AppCore"])
    ]
)
