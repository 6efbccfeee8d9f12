// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Templates",
    targets: [.target(name: "Templates")]
)
