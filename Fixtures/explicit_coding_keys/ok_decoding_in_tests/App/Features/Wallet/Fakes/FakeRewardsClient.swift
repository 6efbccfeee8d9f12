import Foundation

struct FakeRewardsClient {
    var json = Data("[]".utf8)

    func rewards() throws -> [RewardDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([RewardDTO].self, from: json)
    }
}
