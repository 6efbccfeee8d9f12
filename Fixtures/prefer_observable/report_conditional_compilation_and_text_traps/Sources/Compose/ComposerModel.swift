import Combine
import Foundation

#if os(iOS)
@MainActor
final class ComposerModel: ObservableObject {
    @Published var draft = ""
}
#else
@MainActor
final class ComposerModel: NSObject, ObservableObject {
    @Published var draft = ""
}
#endif

/// Migrated from `final class DraftModel: ObservableObject` in 2.3.
@MainActor
final class DraftHint {
    let template = "final class Draft: ObservableObject {}"
    let raw = #"class Raw: ObservableObject"#
    let multiline = """
        class Multi: ObservableObject {}
        """
    /* class Commented: ObservableObject {} */
}

@MainActor
final class /* legacy */ AttachmentsModel: /* still */ ObservableObject {
    @Published var attachments: [URL] = []
}

@MainActor
final class DraftStore {}

#if DEBUG
extension DraftStore: ObservableObject {}
#else
extension DraftStore: ObservableObject {}
#endif
