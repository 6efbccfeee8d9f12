import SwiftUI

struct SettingsView: View {
    @State private var model = RowViewModel(title: "Notifications")
    var body: some View { Text(model.title) }
}

@Observable
@MainActor
private class RowViewModel {
    var title: String
    init(title: String) { self.title = title }
}

@MainActor
fileprivate class SectionViewModel {
    var rows: [String] = []
}
