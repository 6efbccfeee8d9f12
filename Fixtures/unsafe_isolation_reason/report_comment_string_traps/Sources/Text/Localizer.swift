final class Localizer {
    let note = "because the table is immutable"
    nonisolated(unsafe) static var table: [String: String] = [:]
}
