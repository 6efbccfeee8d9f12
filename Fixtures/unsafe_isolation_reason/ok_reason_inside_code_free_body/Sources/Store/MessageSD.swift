import Foundation

final class MessageSD {
    var text = ""
}

// rules.md §12 (rev 7): the body of the extension holds no code, so a comment inside it is the reason.
extension MessageSD: @unchecked Sendable {
    /// Only mutated via SwiftDataManager's serial model actor.
}

final class Draft {}

extension Draft: @unchecked Sendable { /* safe: every property is immutable after init */ }

final class Attachment {}

extension Attachment: @preconcurrency Identifiable {
    // Identifiable's requirement predates isolation annotations in this module.
    // Reviewed as part of the concurrency audit.
}
