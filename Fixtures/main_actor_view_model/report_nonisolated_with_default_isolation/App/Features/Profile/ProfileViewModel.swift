import Foundation

// Near-miss: default isolation applies.
final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    nonisolated let id = UUID()

    nonisolated func cacheKey() -> String { id.uuidString }
}
