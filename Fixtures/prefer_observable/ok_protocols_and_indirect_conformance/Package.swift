// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Screens",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Screens", targets: ["Screens"])],
    targets: [
        .target(name: "Screens"),
    ]
)
