import SwiftUI

struct FocusPreviewHost<Content: View>: View {
    @FocusState var focused: Bool
    let content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    var body: some View {
        content()
            .focused($focused)
            .onAppear { focused = true }
    }
}

struct SearchPreviewWrapper: View {
    @FocusState var searching: Bool
    var body: some View {
        TextField("Search", text: .constant(""))
            .focused($searching)
            .task { searching = true }
    }
}
