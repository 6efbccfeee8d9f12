import Combine
import XCTest
@testable import Feed

final class RecordingModel: ObservableObject {
    @Published var events: [String] = []
}

final class FeedViewModelTests: XCTestCase {}
