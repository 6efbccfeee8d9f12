import Foundation

/// Stored locally only; not under an API folder and not named like an API model.
struct SettingsSnapshot: Codable {
    let prefersLargeText: Bool
    let lastOpenedTab: Int
}
