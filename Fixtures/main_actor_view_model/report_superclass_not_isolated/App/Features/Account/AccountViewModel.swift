import Foundation

// Near-misses: an isolated base makes every subclass isolated, transitively.
@MainActor
class IsolatedViewModel: ObservableObject {
    @Published var error: String?
}

class FormViewModel: IsolatedViewModel {
    @Published var fields: [String: String] = [:]
}

final class AccountViewModel: FormViewModel {
    func save() {}
}
