import Combine

@available(iOS 17, macOS 14, *)
enum ActivityCenter {
    final class Store: ObservableObject {
        @Published var running: [String] = []
    }
}

final class SharedTicker {
    var ticks = 0
}

@available(iOS 18, *)
extension SharedTicker: ObservableObject {}
