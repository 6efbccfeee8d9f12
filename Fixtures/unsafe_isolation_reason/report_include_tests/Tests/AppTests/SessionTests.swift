import XCTest
@preconcurrency import App

final class SessionTests: XCTestCase {
    nonisolated(unsafe) static var fixtures: [String] = []
}
