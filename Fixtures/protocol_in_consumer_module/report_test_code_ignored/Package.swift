// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Payments"),
        .target(name: "Cart", dependencies: ["Payments"]),
        .testTarget(name: "CartChecks", dependencies: ["Cart"], path: "Checks/Cart"),
    ]
)
