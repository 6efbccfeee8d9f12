import SwiftUI

// Preview Content is test code.
#Preview {
    @Previewable @FocusState var focused: Bool
    Text("").focused($focused).onAppear { focused = true }
}
