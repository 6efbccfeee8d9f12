import Foundation

final class LocalClient {
    func addresses(_ data: Data) throws -> [AddressDocument] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(LocalResponse<AddressDocument>.self, from: data).documents
    }
}
