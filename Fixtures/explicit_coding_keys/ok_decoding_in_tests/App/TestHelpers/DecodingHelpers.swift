import Foundation

func decodeSnakeCaseCard(_ data: Data) throws -> CardDTO {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(CardDTO.self, from: data)
}
