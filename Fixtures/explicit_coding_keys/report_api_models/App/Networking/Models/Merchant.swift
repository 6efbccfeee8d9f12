import Foundation

struct Merchant: Decodable, Identifiable {
    let id: String
    let displayName: String
    let logoURL: URL?
}

struct Currency: Decodable {
    let code: String
    let symbol: String
}
