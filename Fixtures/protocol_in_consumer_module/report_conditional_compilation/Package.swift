// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Haptics"),
        .target(name: "Composer", dependencies: ["Haptics"]),
    ]
)
