// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "App", targets: [
    .target(name: "PersistenceFoundationKit"),
    .target(name: "UI", dependencies: ["PersistenceFoundationKit"]),
])
