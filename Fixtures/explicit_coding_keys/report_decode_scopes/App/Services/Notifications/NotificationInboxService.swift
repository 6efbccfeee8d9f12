import Foundation

struct NotificationDTO: Decodable, Identifiable {
    let id: String
    let title: String
    let deepLinkURL: URL?
    let receivedAt: Date
}

/// Still on completion handlers: shared with the notification service extension.
final class NotificationInboxService {
    private let session: URLSession
    private let inboxURL: URL

    init(session: URLSession = .shared, inboxURL: URL) {
        self.session = session
        self.inboxURL = inboxURL
    }

    func fetchInbox(completion: @escaping (Result<[NotificationDTO], Error>) -> Void) {
        let task = session.dataTask(with: inboxURL) { data, _, error in
            if let error {
                completion(.failure(error))
                return
            }
            do {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                decoder.dateDecodingStrategy = .iso8601
                let items = try decoder.decode([NotificationDTO].self, from: data ?? Data())
                completion(.success(items))
            } catch {
                completion(.failure(error))
            }
        }
        task.resume()
    }
}
