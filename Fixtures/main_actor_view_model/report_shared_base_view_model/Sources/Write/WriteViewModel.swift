import Foundation

class KeyboardObserver: NSObject {}

// Its project superclass is no view model: the class itself is the one to mark.
final class WriteViewModel: KeyboardObserver {
    var text = ""
}
