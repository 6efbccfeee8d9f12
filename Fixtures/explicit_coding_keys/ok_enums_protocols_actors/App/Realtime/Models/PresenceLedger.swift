import Foundation

/// Presence snapshot restored from the socket handshake.
actor PresenceLedger: Decodable {
    let roomID: String
    private(set) var onlineUserIDs: Set<String>

    private enum CodingKeys: String, CodingKey {
        case roomId, onlineUserIds
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roomID = try container.decode(String.self, forKey: .roomId)
        onlineUserIDs = try container.decode(Set<String>.self, forKey: .onlineUserIds)
    }

    func markOnline(_ userID: String) {
        onlineUserIDs.insert(userID)
    }
}

/// A realtime actor decoded as-is: actors are never reported.
actor TypingIndicatorState: Decodable {
    let threadID: String
    let typingUserIDs: [String]
}
