import Foundation

struct LocalResponse<T: Decodable>: Decodable {
    let meta: ResponseMeta
    let documents: [T]
}

struct ResponseMeta: Decodable {
    let totalCount: Int
    let isEnd: Bool
}

struct AddressDocument: Decodable {
    let addressName: String
    let placeURL: URL
}
