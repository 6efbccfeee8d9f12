import Combine
import Core
import Foundation

class FeedViewModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    private let repository: FeedRepository
    private let fallbackClient = APIClient.shared

    init(repository: FeedRepository) {
        self.repository = repository
    }

    func refresh() {
        isLoading = true
        let storage = SessionStorage()
        _ = storage.accessToken
        repository.latest { [weak self] result in
            self?.isLoading = false
            if case .success(let articles) = result { self?.articles = articles }
        }
    }
}
