import Foundation

/* Wire format notes
   /* The old v1 payload looked like this (kept for the migration tests): */
   struct ThreadV1DTO: Decodable { let threadV1ID: String }
   decoder.keyDecodingStrategy = .convertFromSnakeCase
   _ = try decoder.decode(ThreadV1DTO.self, from: data)
   } } }
*/

/// A conversation in the inbox.
///
/// ```swift
/// struct DocExampleDTO: Decodable { let exampleID: String }
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let example = try decoder.decode(DocExampleDTO.self, from: data)
/// ```
public struct MessageThreadDTO: Decodable, Identifiable, Sendable {
    public let id: String
    public let subject: String
    // struct CommentedOutDTO: Decodable { let commentedID: String } {
    public let participantIDs: [String]
    public let lastMessageAt: Date
}

/// Archived threads come from the search cluster, which already sends camelCase.
public struct ArchivedThreadDTO: Decodable, Sendable {
    public let archiveID: String
    public let subject: String
}
