import Foundation

class ParagraphNode: DocumentNode {
    var text = ""
}

// A class that names itself as its superclass.
class LoopingTimer: LoopingTimer {
    var interval: TimeInterval = 1
}
