// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Timeline",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Timeline", dependencies: ["Networking"]), .target(name: "Networking")]
)
