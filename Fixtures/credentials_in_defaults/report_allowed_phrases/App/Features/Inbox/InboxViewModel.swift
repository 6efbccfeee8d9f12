import Foundation

struct InboxPage: Decodable {
    let messages: [String]
    let nextPageToken: String?
    let nextToken: String?
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    private let defaults = UserDefaults.standard

    func apply(_ page: InboxPage) {
        messages.append(contentsOf: page.messages)
        defaults.set(page.nextPageToken, forKey: "inbox.nextPageToken")
        defaults.set(page.nextToken, forKey: "inbox.next_token")
        defaults.set(page.nextPageToken, forKey: "inbox.pageTokenSecret")
    }
}
