import Combine

@MainActor
final class ArticleListModel: ObservableObject {
    @Published var articles: [String] = []
}
