import Combine

final class KeychainMock: ObservableObject {
    @Published var stored: [String: String] = [:]
}
