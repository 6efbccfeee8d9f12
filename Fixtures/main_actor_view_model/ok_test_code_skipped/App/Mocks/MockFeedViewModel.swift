import Foundation
import Combine

final class MockFeedViewModel: ObservableObject {
    @Published var value = 0
}
