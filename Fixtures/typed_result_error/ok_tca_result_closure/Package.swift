// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Profile", targets: [.target(name: "ProfileFeature")])
