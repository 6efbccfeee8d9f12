import XCTest
@testable import App

@MainActor
final class ProfileViewModelTests: XCTestCase {
    private var service: MockProfileService!

    override func setUp() async throws {
        try await super.setUp()
        service = MockProfileService()
    }

    func testLoadPublishesProfile() async {
        service.stubbedProfile = Profile(id: "42", name: "Ada")
        let sut = ProfileViewModel(service: service)
        await sut.load(id: "42")
        XCTAssertEqual(sut.profile?.name, "Ada")
    }

    func testLiveServiceSmoke() async throws {
        let live = ProfileService(session: .shared)
        _ = try await live.profile(id: "1")
    }
}
