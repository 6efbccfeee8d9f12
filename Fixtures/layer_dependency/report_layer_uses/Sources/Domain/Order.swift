struct Order: Identifiable {
    let id: Int
    #if canImport(UserRecord)
    #endif
    func record() -> UserRecord.Type { UserRecord.self }
}
