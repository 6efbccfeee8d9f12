import Foundation
import Combine

protocol SearchModeling: ObservableObject {
    var query: String { get set }
}

final class SearchModel: SearchModeling {
    @Published var query = ""
}

final class ThemeStore: Combine.ObservableObject {
    @Published var accentColorName = "blue"
}
