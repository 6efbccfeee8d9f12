import Foundation

/// Canned data for previews and UI tests (a `Mocks` folder is test code).
public enum MockProfiles {
    public static func achievements(from data: Data) -> [AchievementDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode([AchievementDTO].self, from: data)) ?? []
    }
}
