import Foundation

struct ArticleDTO: Decodable, Identifiable {
    let id: Int
    let headline: String
    let canonicalURL: URL
}

final class ArticlesRepository {
    private let session: URLSession
    private let decoder: JSONDecoder

    init(session: URLSession = .shared, decoder: JSONDecoder = .snakeCase) {
        self.session = session
        self.decoder = decoder
    }

    func latest(from url: URL) async throws -> [ArticleDTO] {
        let (data, _) = try await session.data(from: url)
        return try decoder.decode([ArticleDTO].self, from: data)
    }
}
