import Foundation

/// Under a `Remote` folder (an API folder), but it uses CodingKeys.
struct CachedPage: Codable {
    let pageNumber: Int
    let fetchedAt: Date

    enum CodingKeys: String, CodingKey {
        case pageNumber = "page"
        case fetchedAt = "fetched"
    }
}
