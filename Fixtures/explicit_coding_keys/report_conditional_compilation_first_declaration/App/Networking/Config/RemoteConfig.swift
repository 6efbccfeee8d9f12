import Foundation

/// Fetched from /v2/config at launch; debug builds also receive the debug-menu switches.
#if DEBUG
struct RemoteConfig: Codable {
    let apiBaseURL: URL
    let featureFlags: [String: Bool]
    let minimumVersion: String
    let debugMenuEnabled: Bool
}
#else
struct RemoteConfig: Codable {
    let apiBaseURL: URL
    let featureFlags: [String: Bool]
    let minimumVersion: String
}
#endif

extension RemoteConfig {
    static let fallback = RemoteConfig(
        apiBaseURL: URL(string: "https://api.example.com/v2")!,
        featureFlags: [:],
        minimumVersion: "1.0"
    )
}
