import SwiftUI

// An ordinary view focusing its field on appear: the usual production pattern.
struct EditorView: View {
    @FocusState private var focused: Bool
    var body: some View {
        TextEditor(text: .constant(""))
            .focused($focused)
            .onAppear { focused = true }
            .task { focused = true }
    }
}

#Preview("Declared focus") {
    @Previewable @FocusState var focused: Bool
    @Previewable @State var text = ""
    TextField("Name", text: $text)
        .focused($focused)
        .defaultFocus($focused, true)
        .onAppear {
            text = "Draft"                  // not a focus state
            let focused = true              // a new binding, not a write
            _ = focused
            if focused == false { print("focused = true") }  // a read, a comparison, a string
            // focused = true
        }
        .onChange(of: text) { focused = true }
        .onSubmit { focused = false }
}

#Preview("Actions") {
    @Previewable @FocusState var focused: Bool
    VStack {
        Button("Focus") { focused = true }
        TextField("Name", text: .constant("")).focused($focused)
    }
    .onAppear(perform: seed)
}

private func seed() {}

final class Model { var focused = false }

#Preview("Other values") {
    @Previewable @FocusState var focused: Bool
    let model = Model()
    Text("").onAppear { model.focused = true }
}
