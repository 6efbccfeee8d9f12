// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Widgets",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Widgets", targets: ["Widgets"])],
    targets: [
        .target(name: "Widgets"),
    ]
)
