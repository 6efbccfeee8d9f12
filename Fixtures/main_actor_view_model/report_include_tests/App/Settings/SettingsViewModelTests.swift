import XCTest
@testable import App

final class SettingsViewModelTests: XCTestCase {
    final class StubSettingsViewModel: ObservableObject {
        @Published var darkMode = false
    }

    func testToggle() {
        let model = StubSettingsViewModel()
        model.darkMode.toggle()
        XCTAssertTrue(model.darkMode)
    }
}
