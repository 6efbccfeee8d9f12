final class PhotoStore {
    static let shared = PhotoStore()
}
