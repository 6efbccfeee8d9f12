import SwiftUI

extension ChatView_Previews {
    static func history() -> [String] {
        ChatHistoryLoader.shared().load()
    }
}
