// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Diagnostics",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
    ],
    targets: [
        .target(name: "Diagnostics"),
    ]
)
