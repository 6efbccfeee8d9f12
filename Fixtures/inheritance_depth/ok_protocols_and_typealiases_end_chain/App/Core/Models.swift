import Foundation
import Combine

class SessionState: ObservableObject, Codable {
    @Published var userID: String?
    enum CodingKeys: CodingKey { case userID }
    required init(from decoder: Decoder) throws {}
    func encode(to encoder: Encoder) throws {}
    init() {}
}

final class GuestSessionState: SessionState {}

class ThreadSafeBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

final class TokenBox: ThreadSafeBox<String> {}
