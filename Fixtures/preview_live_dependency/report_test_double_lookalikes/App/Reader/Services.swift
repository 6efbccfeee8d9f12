final class MockingbirdService { static let shared = MockingbirdService() }
final class PreviewsManager { static let shared = PreviewsManager() }
final class StubbornClient { static let shared = StubbornClient() }
