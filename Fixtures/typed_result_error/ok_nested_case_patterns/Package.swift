// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Login", targets: [.target(name: "LoginFeature")])
