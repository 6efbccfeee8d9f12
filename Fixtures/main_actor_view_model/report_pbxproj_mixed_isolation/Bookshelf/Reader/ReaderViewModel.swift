import Foundation
import Observation

@Observable
final class ReaderViewModel {
    var page = 0
}

// Near-miss: explicitly isolated.
@MainActor
final class ReaderSettingsViewModel: ObservableObject {
    @Published var fontSize = 17.0
}
