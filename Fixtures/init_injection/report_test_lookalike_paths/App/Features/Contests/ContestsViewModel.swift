import Foundation

@MainActor
final class ContestsViewModel {
    private(set) var contests: [Contest] = []
    private let repository = ContestRepository()

    func load() async {
        contests = await repository.activeContests()
    }
}

struct Contest: Identifiable {
    let id: UUID
    let title: String
}

final class ContestRepository {
    func activeContests() async -> [Contest] { [] }
}
