// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Compose",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Compose", targets: ["Compose"])],
    targets: [
        .target(name: "Compose"),
    ]
)
