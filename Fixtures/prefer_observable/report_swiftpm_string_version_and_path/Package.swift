// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Profile",
    platforms: [.iOS("17.0")],
    products: [.library(name: "Profile", targets: ["Profile"])],
    targets: [
        .target(name: "Profile", path: "Modules/Profile"),
        .target(name: "ProfileUI", dependencies: ["Profile"], path: "Modules/ProfileUI/Sources"),
    ]
)
