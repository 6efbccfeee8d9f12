import Foundation

final class GeoClient {
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        return decoder
    }()

    func places(_ data: Data) throws -> Keyed<PlaceDTO, PhotoDTO> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Keyed<PlaceDTO, PhotoDTO>.self, from: data)
    }

    func regions(_ data: Data) throws -> Page<RegionDTO> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Page<RegionDTO>.self, from: data)
    }

    func venue(_ data: Data) throws -> Single<VenueDTO> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Single<VenueDTO>.self, from: data)
    }
}
