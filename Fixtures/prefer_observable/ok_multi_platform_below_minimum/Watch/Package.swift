// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WatchSupport",
    platforms: [.iOS(.v17), .watchOS(.v9)],
    products: [.library(name: "WatchSupport", targets: ["WatchSupport"])],
    targets: [
        .target(name: "WatchSupport"),
    ]
)
