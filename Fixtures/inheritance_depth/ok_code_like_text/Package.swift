// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CodeGen",
    targets: [.target(name: "CodeGen")]
)
