// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Docs",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Docs", targets: ["Docs"])],
    targets: [
        .target(name: "Docs"),
    ]
)
