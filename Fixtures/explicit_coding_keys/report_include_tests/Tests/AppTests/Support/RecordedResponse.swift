import Foundation

/// One HTTP exchange captured by the network recorder and replayed in tests.
struct RecordedResponse: Decodable {
    let url: URL
    let statusCode: Int
    let bodyJSON: String
}

/// Single-word properties only: no keys needed even in api_models mode.
struct RecordedHeader: Decodable {
    let name: String
    let value: String
}

enum Recordings {
    static func load(named name: String) throws -> [RecordedResponse] {
        let url = Bundle.main.url(forResource: name, withExtension: "json")!
        return try JSONDecoder().decode([RecordedResponse].self, from: Data(contentsOf: url))
    }
}
