// swift-tools-version: 6.0
import PackageDescription

// Swift 6 language mode: bare `/.../` regex literals are enabled.
let package = Package(
    name: "HelpCenter",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "HelpCenter", path: "App"),
    ]
)
