// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "App", targets: [.target(name: "DataKit"), .target(name: "UI", dependencies: ["DataKit"])])
