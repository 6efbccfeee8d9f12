import Foundation

struct Page<Item: Decodable>: Decodable {
    let items: [Item]?
    let nextCursor: String?
}

// The argument of a generic property type is passed on too.
struct SearchResult: Decodable {
    let venues: Page<Venue>
}

struct Venue: Decodable {
    let venueID: String
    let name: String
}

func decodeSearch(_ data: Data) throws -> SearchResult {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(SearchResult.self, from: data)
}
