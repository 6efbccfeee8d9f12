// "FakeNews" is not "Fake" or "Fakes".
final class FakeNewsViewModel {
    let loader = ArticleLoader.shared
}
