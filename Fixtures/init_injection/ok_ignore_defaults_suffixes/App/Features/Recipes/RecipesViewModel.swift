import Foundation

@MainActor
final class RecipesViewModel {
    private let interactor: RecipesInteracting
    private let api = APIClient()
    private let images = RecipeImageLoader()
    private let session = SessionManager.shared
    private var recipes: [String] = []

    init(interactor: RecipesInteracting) {
        self.interactor = interactor
    }

    func load() async {
        recipes = await interactor.recipes()
        RecipeCacheService.shared.store(recipes)
        _ = images
        _ = api
        _ = session
    }
}

protocol RecipesInteracting {
    func recipes() async -> [String]
}

@MainActor
final class RecipesCoordinator {
    func start() -> RecipesViewModel {
        RecipesViewModel(interactor: RecipesInteractor(fetch: FetchRecipesUseCase()))
    }
}
