public protocol KeyValueReading {
    func string(forKey key: String) -> String?
}

public protocol KeyValueStoring: KeyValueReading {
    func set(_ value: String?, forKey key: String)
}

public protocol SyncedKeyValueStoring: KeyValueStoring {
    func synchronize() -> Bool
}
