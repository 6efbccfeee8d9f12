import Foundation

// Generic wrappers declared after another generic type: each parameter is matched by its place in
// its own type's parameter list.
struct Envelope<Payload: Decodable>: Decodable {
    let payload: Payload
}

struct Keyed<Key: Decodable, Value: Decodable>: Decodable {
    let keys: [Key]
    let count: Int
}

struct Page<Item: Decodable>: Decodable {
    let items: [Item]?
}

struct Single<Item: Decodable>: Decodable {
    let item: Item?
}

struct PlaceDTO: Decodable {
    let placeURL: URL
}

// Keyed holds no Value: decoding Keyed<PlaceDTO, PhotoDTO> decodes no PhotoDTO.
struct PhotoDTO: Decodable {
    let photoURL: URL
}

struct RegionDTO: Decodable {
    let regionID: String
}

struct VenueDTO: Decodable {
    let venueID: String
}
