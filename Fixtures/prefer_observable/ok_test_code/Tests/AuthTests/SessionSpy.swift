import Combine

final class SessionSpy: ObservableObject {
    @Published var calls = 0
}
