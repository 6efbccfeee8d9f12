import Foundation

final class CartStore {
    private(set) var itemIDs: [String] = []
}

// Near-miss: "Storefront" does not end with "Store".
final class StorefrontClient {
    let baseURL = URL(string: "https://api.example.com")!
}
