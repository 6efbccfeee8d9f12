// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [.iOS(.v18)],
    products: [
        .library(name: "JournalUI", targets: ["JournalUI"]),
    ],
    targets: [
        .target(
            name: "JournalUI",
            dependencies: ["JournalKit"],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .target(
            name: "JournalKit",
            path: "Modules/JournalKit/Sources",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .testTarget(name: "JournalUITests", dependencies: ["JournalUI"]),
    ]
)
