import Core
import Foundation

public struct Article: Decodable, Identifiable, Sendable {
    public let id: Int
    public let title: String
}

public final class FeedRepository {
    private let client: any HTTPClient
    private let session: SessionStoring

    public init(client: any HTTPClient, session: SessionStoring) {
        self.client = client
        self.session = session
    }

    public func latest(completion: @escaping (Result<[Article], Error>) -> Void) {
        completion(.success([]))
    }
}
