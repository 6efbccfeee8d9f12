import Foundation

struct CategoryDTO: Decodable, Identifiable {
    let id: Int
    let title: String
    let iconURL: URL?
}

struct ProductDTO: Decodable, Identifiable {
    let id: Int
    let productSKU: String
    let name: String
    let priceCents: Int
}

struct PromotionDTO: Decodable {
    let headline: String
    let bannerURL: URL
    let endsAt: Date
}

struct StockLevelDTO: Decodable {
    let warehouseID: String
    let quantity: Int
}

struct PriceDTO: Decodable {
    let productId: Int
    let amount: Decimal
    let currencyISO: String
}

struct StoreDTO: Decodable {
    let name: String
    let mapURL: URL?
}

struct ReviewDTO: Decodable {
    let authorID: String
    let rating: Int
    let text: String
}

struct SearchHitDTO: Decodable {
    let objectID: String
    let highlightHTML: String
}
