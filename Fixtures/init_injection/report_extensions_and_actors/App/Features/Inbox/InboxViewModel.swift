import Foundation
import Observation

@MainActor
@Observable
final class InboxViewModel {
    var messages: [Message] = []
    var filter: InboxFilter = .all
    let repository: MessageRepositoryProtocol

    init(repository: MessageRepositoryProtocol) {
        self.repository = repository
    }

    func load() async {
        messages = (try? await repository.messages(matching: filter)) ?? []
    }
}

protocol MessageRepositoryProtocol: Sendable {
    func messages(matching filter: InboxFilter) async throws -> [Message]
    func archive(_ ids: [Message.ID]) async throws
}
