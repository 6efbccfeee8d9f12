import XCTest
@testable import ProfileKit

struct StubLeaderboardDTO: Decodable {
    let leaderID: String
}

final class ProfileDTOTests: XCTestCase {
    func testDecodesAchievementsWithSnakeCase() throws {
        let json = #"[{"title": "First post", "badge_url": "https://cdn.example.com/b/1.png"}]"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let achievements = try decoder.decode([AchievementDTO].self, from: Data(json.utf8))
        XCTAssertEqual(achievements.count, 1)
        _ = try? decoder.decode(StubLeaderboardDTO.self, from: Data("{}".utf8))
    }
}
