import Foundation

struct StubRoute: Decodable {
    let pathRegex: String
    let responseJSON: String
}

enum StubServer {
    static func routes(from data: Data) throws -> [StubRoute] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let routes = try decoder.decode([StubRoute].self, from: data)
        _ = try decoder.decode([TransactionDTO].self, from: Data(routes.first?.responseJSON.utf8 ?? "[]".utf8))
        return routes
    }
}
