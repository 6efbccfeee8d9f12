// An extension written in a composition folder wires the graph, whatever type it extends.
extension FeedViewController {
    func makeDetail(for id: String) -> DetailViewController {
        DetailViewController(service: DetailService(id: id))
    }
}
