// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Networking", path: "Modules/Networking"),
        .target(name: "Profile", dependencies: ["Networking"]),
        .target(name: "Legacy", path: "./Modules/../Legacy/Code"),
    ]
)
