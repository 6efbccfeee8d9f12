struct SyncUp: Identifiable, Equatable {
    let id: String
    var title: String

    static let mock = SyncUp(id: "1", title: "Design")
}

final class SyncUpsClient {
    static let shared = SyncUpsClient()
}
