// The same extension as a composition folder's, written beside the feature: reported.
extension FeedViewController {
    func makeDetail(for id: String) -> DetailViewController {
        DetailViewController(service: DetailService(id: id))
    }
}
