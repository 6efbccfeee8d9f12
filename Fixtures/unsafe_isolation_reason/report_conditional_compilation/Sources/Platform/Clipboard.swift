#if os(macOS)
import AppKit
enum Clipboard {
    nonisolated(unsafe) static var board = NSPasteboard.general
}
#endif
