import Foundation

func decodeAddresses(_ data: Data) throws -> [AddressDocument] {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode([AddressDocument].self, from: data)
}
