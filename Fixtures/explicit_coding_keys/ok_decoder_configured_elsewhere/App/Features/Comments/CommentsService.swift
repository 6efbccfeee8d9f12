import Foundation

struct CommentDTO: Decodable, Identifiable {
    let id: Int
    let authorID: String
    let body: String
}

final class CommentsService {
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared) {
        self.session = session
        decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    func comments(for articleID: Int, baseURL: URL) async throws -> [CommentDTO] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("articles/\(articleID)/comments"))
        return try decoder.decode([CommentDTO].self, from: data)
    }
}
