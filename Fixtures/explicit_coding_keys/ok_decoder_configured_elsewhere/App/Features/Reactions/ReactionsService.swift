import Foundation

struct ReactionDTO: Decodable, Hashable {
    let emojiID: String
    let count: Int
}

struct ReactionSummaryDTO: Decodable {
    let totalCount: Int
    let topReactorIDs: [String]
}

struct ReactionsService {
    var session: URLSession = .shared

    private func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    func reactions(url: URL) async throws -> [ReactionDTO] {
        let (data, _) = try await session.data(from: url)
        return try makeDecoder().decode([ReactionDTO].self, from: data)
    }

    func summary(url: URL, decoder: JSONDecoder = .api()) async throws -> ReactionSummaryDTO {
        let (data, _) = try await session.data(from: url)
        return try decoder.decode(ReactionSummaryDTO.self, from: data)
    }
}
