import AuthKit

extension KeychainTokenProvider {
    static let feedScope = "feed.read"
}
