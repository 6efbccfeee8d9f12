import SwiftUI

struct EditorView: View {
    @StateObject private var model = EditorModel()
    var body: some View { TextEditor(text: $model.text) }
}
