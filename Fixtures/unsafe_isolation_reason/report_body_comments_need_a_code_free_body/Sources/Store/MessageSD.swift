import Foundation

final class MessageSD {
    var text = ""
}

// A body with code: the comment inside documents the member, not the exemption.
extension MessageSD: @unchecked Sendable {
    /// Only mutated via SwiftDataManager's serial model actor.
    var preview: String { text }
}

final class Draft {}

// A code-free body whose comment gives no reason, and one holding only a tool directive.
extension Draft: @unchecked Sendable { /* Drafts are shown in the composer. */ }

final class Attachment: @unchecked Sendable {
    // swiftlint:disable:next unchecked_sendable — safe
}

// A reason in the next declaration's body does not cover this one.
final class Upload: @unchecked Sendable {}
final class Download: @unchecked Sendable {
    // Safe: immutable after init.
}
