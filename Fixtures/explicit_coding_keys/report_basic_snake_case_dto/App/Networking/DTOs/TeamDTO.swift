import Foundation

/// Served by the legacy teams service, which already answers with camelCase keys.
struct TeamDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let logoURL: URL?
    let memberIDs: [Int]
}
