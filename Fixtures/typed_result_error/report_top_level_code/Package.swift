// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "migrate", targets: [.executableTarget(name: "migrate")])
