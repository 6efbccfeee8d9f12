import SwiftUI

struct LanguagePicker: View {
    let selected: String

    var body: some View {
        ScrollViewReader { proxy in
            List { Text(selected) }
                .onAppear { proxy.scrollTo(selected) }
                .task { proxy.scrollTo(selected) }
                .onChange(of: selected, initial: true) { proxy.scrollTo(selected) }
        }
    }
}
