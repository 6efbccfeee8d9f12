import XCTest
@testable import Profile

@MainActor
final class ProfileViewModelSpy: ProfileViewModel {
    var loadCalls = 0
    override func load() async { loadCalls += 1 }
}

final class ProfileViewModelTests: XCTestCase {}
