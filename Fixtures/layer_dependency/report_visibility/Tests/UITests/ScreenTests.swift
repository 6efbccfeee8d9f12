import DataKit
@testable import UI

final class ScreenTests {
    let store = Store()
    let fixture = TestFixture()
}
