import Foundation

struct RealtimeDecoder {
    func decodeEvent(_ frame: Data) throws -> FeedEvent {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(FeedEvent.self, from: frame)
    }

    func decodeHandshake(_ frame: Data) throws -> (ConnectionState, PresenceLedger, TypingIndicatorState) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try decoder.decode(ConnectionState.self, from: frame),
                try decoder.decode(PresenceLedger.self, from: frame),
                try decoder.decode(TypingIndicatorState.self, from: frame))
    }
}
