import Foundation

class BaseFeedProvider {
    func refresh() async {}
}

final class ArticleFeedProvider: BaseFeedProvider {
    private let loader = ArticleLoader()

    override func refresh() async {
        await loader.loadLatest()
    }
}

final class ArticleLoader {
    func loadLatest() async {}
}
