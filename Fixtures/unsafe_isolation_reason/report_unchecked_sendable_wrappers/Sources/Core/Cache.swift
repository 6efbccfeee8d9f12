import Foundation

final class ResponseCache {
    private var storage: [URL: Data] = [:]
}

extension ResponseCache: @unchecked Sendable {}

final class TokenStore: NSObject,
                        Codable,
                        @unchecked Sendable {
    var token: String?
}
