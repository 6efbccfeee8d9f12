import SwiftUI

struct EditorPreferencesView: View {
    @AppStorage("editor.tokenizer") private var tokenizer = "whitespace"
    @AppStorage("tokenHighlightStyle") private var tokenHighlightStyle = "underline"
    @AppStorage("reportedTokenTagsKey") private var reportedTokenTags = ""
    @AppStorage("editor.key") private var key = "C major"

    var body: some View {
        Form {
            TextField("Tokenizer", text: $tokenizer)
            TextField("Token highlight", text: $tokenHighlightStyle)
            TextField("Key", text: $key)
            Text(reportedTokenTags)
        }
    }
}
