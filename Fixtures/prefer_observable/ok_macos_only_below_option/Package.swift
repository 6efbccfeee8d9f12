// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MenuBar",
    platforms: [.macOS(.v14)],
    products: [.library(name: "MenuBar", targets: ["MenuBar"])],
    targets: [
        .executableTarget(name: "MenuBar"),
    ]
)
