import Foundation

final class URLProtocolMock: URLProtocol, @unchecked Sendable {
    static var responses: [URL: Data] = [:]
}
