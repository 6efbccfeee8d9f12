import Foundation

final class ContestService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func activeContests() async throws -> [Contest] {
        let url = URL(string: "https://community.example.com/api/contests?state=active")!
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Contest].self, from: data)
    }

    func entries(contestID: String) async throws -> [ContestEntryDTO] {
        let url = URL(string: "https://community.example.com/api/contests/\(contestID)/entries")!
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([ContestEntryDTO].self, from: data)
    }
}
