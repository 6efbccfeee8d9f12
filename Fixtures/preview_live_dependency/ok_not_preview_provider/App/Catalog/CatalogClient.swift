final class CatalogClient {
    static let shared = CatalogClient()
}
