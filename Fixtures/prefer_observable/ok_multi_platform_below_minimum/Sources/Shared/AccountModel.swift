import Combine

@MainActor
final class AccountModel: ObservableObject {
    @Published var accounts: [String] = []
}
