// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ProfileFeature",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ProfileUI", targets: ["ProfileUI"]),
        .library(name: "ProfileWidgets", targets: ["ProfileWidgets"]),
    ],
    targets: [
        .target(
            name: "ProfileUI",
            dependencies: ["ProfileData"],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .target(
            name: "ProfileData",
            swiftSettings: [
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
        ),
        .target(
            name: "SettingsUI",
            swiftSettings: [
                // .defaultIsolation(MainActor.self),  re-enable after the Combine migration
                .swiftLanguageMode(.v6),
            ]
        ),
        .target(
            name: "LegacyUI",
            swiftSettings: [.defaultIsolation(nil)]
        ),
        .target(
            name: "ProfileWidgets",
            path: "Modules/Widgets",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ]
)
