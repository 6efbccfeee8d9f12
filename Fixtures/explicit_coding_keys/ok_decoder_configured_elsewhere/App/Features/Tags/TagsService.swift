import Foundation

struct TagDTO: Decodable, Hashable {
    let tagID: String
    let label: String
}

final class TagsService {
    private let session: URLSession

    private lazy var decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func trendingTags(url: URL) async throws -> [TagDTO] {
        let (data, _) = try await session.data(from: url)
        return try decoder.decode([TagDTO].self, from: data)
    }
}
