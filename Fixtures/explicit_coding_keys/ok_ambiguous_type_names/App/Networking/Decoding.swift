import Foundation

/// `Response` names a type of some other scope (a typealias or a generic context the scanner
/// cannot see); the project declares two types of that name elsewhere.
func decodeSnakeCaseResponse<Client: SearchClient>(_ data: Data, client: Client) throws -> Client.Response {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(Client.Response.self, from: data)
}

protocol SearchClient {
    associatedtype Response: Decodable
}
