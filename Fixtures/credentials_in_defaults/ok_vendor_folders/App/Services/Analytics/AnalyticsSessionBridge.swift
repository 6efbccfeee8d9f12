import AcmeAnalyticsSDK
import Foundation
import LegacyAuth

final class AnalyticsSessionBridge {
    private let defaults = UserDefaults.standard

    func mirror(sessionID: String) {
        defaults.set(sessionID, forKey: SDKKeys.session)
        defaults.set(sessionID, forKey: LegacyAuthKeys.current)
        defaults.set(sessionID, forKey: TokenCacheKeys.primary)
    }
}
