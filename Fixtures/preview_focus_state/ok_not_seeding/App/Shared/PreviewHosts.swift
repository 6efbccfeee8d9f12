import SwiftUI

// Constructed outside previews in production code: no preview host, whatever its name.
struct PreviewWrapper: View {
    @FocusState var focused: Bool
    var body: some View { Text("").focused($focused).onAppear { focused = true } }
}

struct RootView: View {
    var body: some View { PreviewWrapper() }
}

// Not the word Preview: a Previewer is no preview host.
struct FocusPreviewer: View {
    @FocusState var focused: Bool
    var body: some View { Text("").focused($focused).onAppear { focused = true } }
}

// Named a preview but never built by one.
struct UnusedPreviewHost: View {
    @FocusState var focused: Bool
    var body: some View { Text("").focused($focused).onAppear { focused = true } }
}

#Preview {
    PreviewWrapper()
    FocusPreviewer()
}
