import Foundation
import Networking

public struct ProfileService {
    let client: HTTPClient

    public init(client: HTTPClient) { self.client = client }

    public func profile() async throws -> Data {
        try await client.send(URLRequest(url: URL(string: "https://example.com/me")!)).0
    }
}
