final class MockAPIService { static let shared = MockAPIService() }
final class FakeClient { static let shared = FakeClient() }
final class InMemoryStorage { static let shared = InMemoryStorage() }
final class StubLoader { static let shared = StubLoader() }
final class DummyRepository { static let shared = DummyRepository() }
final class NoopManager { static let shared = NoopManager() }
final class PreviewAPIClient { static let shared = PreviewAPIClient() }
