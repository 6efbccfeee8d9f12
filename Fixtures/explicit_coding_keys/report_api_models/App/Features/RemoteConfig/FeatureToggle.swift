import Foundation

/// Lives under `RemoteConfig`, which is not the folder name `Remote`.
struct FeatureToggle: Codable, Hashable {
    let key: String
    let isEnabled: Bool
}
