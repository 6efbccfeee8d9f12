import Foundation

protocol KeyValueStoring {
    func set(_ value: Any?, forKey key: String)
    func string(forKey key: String) -> String?
}

extension UserDefaults: KeyValueStoring {}
