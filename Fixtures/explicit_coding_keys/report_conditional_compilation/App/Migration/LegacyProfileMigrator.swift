import Foundation

struct LegacyProfileDTO: Decodable {
    let userName: String
    let pictureURL: URL?
}

enum LegacyProfileMigrator {
    static func migrate(_ data: Data) -> Bool {
        #if false
        // Disabled until the v1 -> v2 migration ships; still real code.
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        if let profile = try? decoder.decode(LegacyProfileDTO.self, from: data) {
            print("migrating \(profile.userName)")
            return true
        }
        #endif
        return false
    }
}
