import Foundation

final class HelpViewModel: ObservableObject {
    @Published var articles: [String] = []
}

extension HelpViewModel: ScreenModel {
    var title: String { "Help" }
}
