import Foundation

final class GeoClient {
    // Keyed holds its first parameter only: PhotoDTO, its second argument, is not decoded here.
    func photos(_ data: Data) throws -> Int {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Keyed<String, PhotoDTO>.self, from: data).count
    }
}
