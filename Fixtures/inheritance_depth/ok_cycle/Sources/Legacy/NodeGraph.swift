import Foundation

// Invalid code left half-way through a refactor: the hierarchy is circular.
// The rule must not report, hang or crash.
class DocumentNode: SectionNode {
    var title = ""
}

class SectionNode: ParagraphNode {
    var level = 1
}
