import Foundation

func decodeUser(_ data: Data) throws -> UserDocument {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(UserDocument.self, from: data)
}
