import Foundation

final class PlacesClient {
    func place(from data: Data) throws -> PlaceDTO {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(PlaceDTO.self, from: data)
    }
}
