import Foundation

// Another generic type declared first: Keyed's parameters are matched by their place in its own list.
struct Envelope<Payload: Decodable>: Decodable {
    let payload: Payload
}

struct Keyed<Key: Decodable, Value: Decodable>: Decodable {
    let keys: [Key]
    let count: Int
}

// Keyed holds no Value: decoding Keyed<String, PhotoDTO> decodes no PhotoDTO.
struct PhotoDTO: Decodable {
    let photoURL: URL
}
