import Foundation
@testable import App

final class MockCartViewModel: ObservableObject {
    @Published var itemCount = 0
}

// Near-miss: subclass of the isolated ProfileViewModel.
final class SpyProfileViewModel: ProfileViewModel {
    private(set) var loadCount = 0
}
