import SwiftUI

struct LoginView: View {
    @FocusState private var usernameFocused: Bool
    var body: some View {
        TextField("Username", text: .constant(""))
            .focused($usernameFocused)
            .task { usernameFocused = true }  // an ordinary view: not reported
    }
}

#Preview {
    @Previewable
    @FocusState
    var focused: Bool
    TextField("Name", text: .constant(""))
        .focused($focused)
        .onAppear { focused = true }
}

#Preview("Delayed") {
    @Previewable @FocusState var focused: Bool
    TextField("Name", text: .constant(""))
        .focused($focused)
        .task(priority: .high) {
            try? await Task.sleep(for: .seconds(1))
            DispatchQueue.main.async { focused = true }
        }
}

#Preview("Inline host") {
    struct Host: View {
        @FocusState var field: Bool
        var body: some View {
            TextField("Title", text: .constant("")).focused($field).onAppear { self.field = true }
        }
    }
    return Host()
}
