// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AuthKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "AuthKit", targets: ["AuthKit"])],
    targets: [.target(name: "AuthKit")]
)
