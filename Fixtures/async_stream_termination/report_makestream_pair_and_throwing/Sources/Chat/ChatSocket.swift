import Foundation

protocol SocketConnection: AnyObject {
    func subscribe(to channel: String, handler: @escaping (Data) -> Void)
    func unsubscribe(from channel: String)
}

final class ChatSocket {
    private let connection: SocketConnection

    init(connection: SocketConnection) {
        self.connection = connection
    }

    func messages(in channel: String) -> AsyncThrowingStream<Data, Error> {
        let pair = AsyncThrowingStream<Data, Error>.makeStream()
        connection.subscribe(to: channel) { data in
            pair.continuation.yield(data)
        }
        return pair.stream
    }
}
