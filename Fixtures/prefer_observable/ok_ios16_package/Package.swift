// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feed",
    platforms: [.iOS(.v16), .macOS(.v14)],
    products: [.library(name: "Feed", targets: ["Feed"])],
    targets: [
        .target(name: "Feed"),
    ]
)
