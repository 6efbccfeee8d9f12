import SwiftUI

struct ChatView: View {
    let messages: [String]

    var body: some View { List(messages, id: \.self) { Text($0) } }
}

struct ChatView_Previews: PreviewProvider {
    struct Host: View {
        let client = ChatClient.shared

        var body: some View { ChatView(messages: []) }
    }

    static var previews: some View { Host() }
}
