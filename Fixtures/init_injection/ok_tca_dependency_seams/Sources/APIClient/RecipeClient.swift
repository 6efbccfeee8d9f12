import Dependencies
import Foundation

public struct RecipeClient: Sendable {
    public var search: @Sendable (String) async throws -> [Recipe]
    public var favorite: @Sendable (Recipe.ID) async throws -> Void
}

public struct Recipe: Codable, Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
}

extension RecipeClient: DependencyKey {
    public static var liveValue: RecipeClient {
        let http = HTTPClient(baseURL: URL(string: "https://recipes.example.com")!)
        let cache = RecipeCacheStorage.shared
        return RecipeClient(
            search: { query in
                if let hit = cache.results(for: query) { return hit }
                return try await http.get("search?q=\(query)")
            },
            favorite: { id in try await FavoritesService.shared.add(id) }
        )
    }
}

extension RecipeClient: TestDependencyKey {
    public static let testValue = RecipeClient(
        search: { _ in [] },
        favorite: { _ in }
    )

    public static var previewValue: RecipeClient {
        RecipeClient(search: { _ in [Recipe(id: 1, title: "Pasta")] }, favorite: { _ in })
    }
}

extension DependencyValues {
    public var recipeClient: RecipeClient {
        get { self[RecipeClient.self] }
        set { self[RecipeClient.self] = newValue }
    }
}

final class HTTPClient: Sendable {
    let baseURL: URL
    init(baseURL: URL) { self.baseURL = baseURL }
    func get<T: Decodable>(_ path: String) async throws -> T { fatalError("stub") }
}

final class RecipeCacheStorage: @unchecked Sendable {
    static let shared = RecipeCacheStorage()
    func results(for query: String) -> [Recipe]? { nil }
}

final class FavoritesService: Sendable {
    static let shared = FavoritesService()
    func add(_ id: Recipe.ID) async throws {}
}
