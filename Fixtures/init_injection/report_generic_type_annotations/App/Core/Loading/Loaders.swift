import UIKit

/// Loads and caches remote resources of one kind.
final class ResourceLoader<Resource> {
    private var cache: [URL: Resource] = [:]
    private let decode: (Data) -> Resource?

    init(decode: @escaping (Data) -> Resource? = { _ in nil }) {
        self.decode = decode
    }

    func load(_ url: URL) async throws -> Resource? {
        if let cached = cache[url] { return cached }
        let (data, _) = try await URLSession.shared.data(from: url)
        let resource = decode(data)
        cache[url] = resource
        return resource
    }
}

/// Pages through a cursor-based endpoint.
final class PageFetcher<Item: Decodable, Cursor: Hashable> {
    private(set) var items: [Item] = []
    private var nextCursor: Cursor?

    func reset() {
        items = []
        nextCursor = nil
    }
}

struct GalleryItem: Decodable, Hashable {
    let id: String
    let thumbnailURL: URL
}
