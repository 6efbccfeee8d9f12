import Foundation

/// Quick/Nimble-style behaviour spec kept next to the feature.
enum WalletSpec {
    static func decodeStatement(_ data: Data) throws -> StatementDTO {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(StatementDTO.self, from: data)
    }
}
