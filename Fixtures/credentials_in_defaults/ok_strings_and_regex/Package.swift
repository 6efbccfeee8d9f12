// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SupportKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SupportKit", targets: ["SupportKit"])],
    targets: [.target(name: "SupportKit")]
)
