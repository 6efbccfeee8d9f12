import Foundation

public struct ProfileRecord: Sendable {
    public let name: String
}

public final class SyncStatusViewModel: ObservableObject {
    @Published public var lastSync: Date?
    public init() {}
}
