// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Inbox",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Inbox", targets: ["Inbox"])],
    targets: [
        .target(name: "Inbox")
    ]
)
