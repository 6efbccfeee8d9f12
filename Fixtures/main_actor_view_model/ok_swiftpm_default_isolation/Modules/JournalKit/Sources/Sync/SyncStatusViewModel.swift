import Foundation

public struct Entry: Identifiable, Sendable {
    public let id: UUID
    public let text: String
}

public final class SyncStatusViewModel: ObservableObject {
    @Published public var lastSync: Date?
    public init() {}
}
