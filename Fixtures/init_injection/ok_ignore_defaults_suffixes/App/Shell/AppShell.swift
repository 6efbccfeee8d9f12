import Foundation

@MainActor
final class AppShell {
    let fetchRecipes = FetchRecipesUseCase()
    lazy var recipesInteractor = RecipesInteractor(fetch: fetchRecipes)

    func makeRecipes() -> RecipesViewModel {
        RecipesViewModel(interactor: recipesInteractor)
    }
}

final class RecipesInteractor: RecipesInteracting {
    private let fetch: FetchRecipesUseCase

    init(fetch: FetchRecipesUseCase) {
        self.fetch = fetch
    }

    func recipes() async -> [String] {
        await fetch.run()
    }
}

struct FetchRecipesUseCase {
    func run() async -> [String] { [] }
}

final class APIClient {}
final class RecipeImageLoader {}

final class SessionManager {
    static let shared = SessionManager()
}

final class RecipeCacheService {
    static let shared = RecipeCacheService()
    func store(_ recipes: [String]) {}
}
