import Foundation

public final class InboxClient: Sendable {
    /// Sample payload used by the SwiftUI previews of the inbox list.
    static let sampleJSON = """
        {"threads": [{"id": "t1", "subject": "Hi }", "participant_ids": ["u1"]}]}
        } } struct SampleDTO: Decodable { let sampleID: String }
        decoder.keyDecodingStrategy = .convertFromSnakeCase; decoder.decode(SampleDTO.self, from: data)
        """

    /// Removes tokens from logged bodies: `"access_token": "…"`.
    static let redactionPattern = #/"(access_token|refresh_token)"\s*:\s*"[^"{}]+"/#

    /// Mentions such as `@jane_doe`; the braces are a quantifier, not a scope.
    static let mentionPattern = /@[a-z0-9_]{2,15}/

    /// A raw-string request template; `\(` and the braces are literal text here.
    static let queryTemplate = #"{"query": "\(term)", "filter": {"unread": true}} .convertFromSnakeCase"#

    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    public func threads(page: Int, pageSize: Int = 25, total: Int) async throws -> [MessageThreadDTO] {
        // decoder.keyDecodingStrategy = .useDefaultKeys   <- the pre-2023 backend
        let lastPage = (total + pageSize - 1) / pageSize
        let url = baseURL.appendingPathComponent("threads/\(min(page, lastPage))")
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([MessageThreadDTO].self, from: data)
    }

    public func archived() async throws -> [ArchivedThreadDTO] {
        let note = #"the search cluster sends camelCase: no .convertFromSnakeCase here"#
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("archive"))
        assert(!note.isEmpty)
        return try JSONDecoder().decode([ArchivedThreadDTO].self, from: data)
    }

    public func describeDecoding() -> String {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return "archive decodes ArchivedThreadDTO.self and [ArchivedThreadDTO].self with \(decoder.keyDecodingStrategy)"
    }

    public func badgeSummary(from data: Data) -> String {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return "unread: \((try? decoder.decode(UnreadBadgeDTO.self, from: data)).map { "\($0.unreadCount)" } ?? "n/a")"
    }
}

/// Badge counts for the tab bar: `{"unread_count": 3, "last_message_id": "m9"}`.
public struct UnreadBadgeDTO: Decodable, Sendable {
    public let unreadCount: Int
    public let lastMessageID: String?
}
