import XCTest
@testable import JournalUI

final class EntriesViewModelTests: XCTestCase {
    final class FakeEntriesViewModel: ObservableObject {}
}
