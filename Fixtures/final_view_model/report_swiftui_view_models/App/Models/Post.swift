struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
}

protocol FeedClient: Sendable {
    func timeline() async throws -> [Post]
}
