// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Inbox",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Inbox", targets: ["Inbox"])],
    targets: [
        .target(name: "Inbox"),
    ]
)
