import XCTest
@testable import ArchLintKit

/// `FileSummary.animationWrappers`: the functions whose body calls `withAnimation` or
/// `withTransaction` (scroll_to_animation's project-wide fact), and their trip through the cache.
final class AnimationWrapperTests: XCTestCase {
    private func summary(_ source: String) -> FileSummary {
        let file = SourceFile(path: "Animation.swift", text: source)
        return FileSummary(file: file, tree: DeclarationScanner.scan(file))
    }

    func testFunctionsWhoseBodyCallsAnAnimationFunction() {
        let source = """
            import SwiftUI

            func withRoomAnimation(_ body: () -> Void) { withAnimation(.spring) { body() } }
            enum Motion {
                static func perform(_ body: () -> Void) { withTransaction(Transaction()) { body() } }
                static func perform(_ animation: Animation, _ body: () -> Void) { withAnimation { body() } }
                func still() { print("withAnimation(.default) { }") }
            }
            extension View {
                func softly(_ body: () -> Void) -> some View {
                    // withAnimation { body() }
                    let animate = withAnimation
                    return self
                }
            }
            protocol Animating { func animate() }

            """
        XCTAssertEqual(summary(source).animationWrappers, ["withRoomAnimation", "perform"])
        XCTAssertEqual(summary("func f() { print(1) }").animationWrappers, [])
    }

    func testWrappersSurviveTheCacheEncoding() throws {
        let summary = summary("func withRoomAnimation(_ body: () -> Void) { withAnimation { body() } }\n")
        XCTAssertEqual(summary.animationWrappers, ["withRoomAnimation"])
        let entry = IndexCache.entry(FileFacts(summary), tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: [])
        let decoded = try XCTUnwrap(IndexCache.decode(entry, path: "Animation.swift"))
        XCTAssertEqual(decoded.facts.animationWrappers, ["withRoomAnimation"])
    }
}
