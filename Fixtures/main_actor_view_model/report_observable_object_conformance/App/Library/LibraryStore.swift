import Foundation
import Observation

// Near-misses: not view models.
@Observable
final class LibraryStore {
    var bookIDs: [String] = []
}

final class ImageLoader {
    func load(_ url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0
    }
}

// Near-miss: isolated.
@MainActor
final class OnboardingStore: ObservableObject {
    @Published var step = 0
}
