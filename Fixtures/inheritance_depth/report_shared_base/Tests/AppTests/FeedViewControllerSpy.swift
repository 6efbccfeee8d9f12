// Test code: neither reported nor counted.
final class FeedViewControllerSpy: BaseListViewController {}
