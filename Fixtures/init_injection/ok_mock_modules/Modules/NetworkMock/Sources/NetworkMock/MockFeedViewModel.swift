import Foundation

// A module of test doubles: its folder ends in Mock, so it is test code.
final class MockFeedViewModel {
    let service = FeedService()
    let api = APIClient.shared
}
