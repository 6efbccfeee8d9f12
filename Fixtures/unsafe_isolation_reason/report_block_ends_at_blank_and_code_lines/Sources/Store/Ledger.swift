@MainActor
final class Ledger:
    Codable, // thread safe because entries are immutable
    @unchecked Sendable {
    var entries: [String] = []
}
