import Foundation

struct User: Sendable {
    let id: UUID
}

final class Session: Sendable {
    let token: String
    init(token: String) { self.token = token }

    nonisolated func describe() -> String { token }
    nonisolated(nonsending) func refresh() async {}
}

extension Session: @MainActor CustomStringConvertible {
    var description: String { token }
}

let preconcurrency = true
let handler: @Sendable () -> Void = {}
// nonisolated(unsafe) var legacy = 0
// final class Wrapper: @unchecked Sendable {}
let sample = "@preconcurrency import Foundation"
