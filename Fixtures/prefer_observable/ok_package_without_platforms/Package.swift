// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Utilities",
    products: [.library(name: "Utilities", targets: ["Utilities"])],
    targets: [
        .target(name: "Utilities"),
    ]
)
