final class FeedViewController: BaseListViewController {}
