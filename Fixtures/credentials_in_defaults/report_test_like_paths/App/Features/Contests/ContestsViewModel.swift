import Foundation

struct ContestEntry: Decodable, Identifiable {
    let id: String
    let title: String
    let entryToken: String
}

@MainActor
final class ContestsViewModel: ObservableObject {
    @Published private(set) var entries: [ContestEntry] = []
    private let defaults = UserDefaults.standard

    func didJoin(_ entry: ContestEntry) {
        entries.append(entry)
        defaults.set(entry.entryToken, forKey: "contests.\(entry.id)")
    }
}
