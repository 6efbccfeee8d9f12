import Foundation

public enum SDKKeys {
    public static let session = "sdk_auth_token"
}

final class SDKSessionStore {
    func save(token: String) {
        UserDefaults.standard.set(token, forKey: SDKKeys.session)
    }
}
